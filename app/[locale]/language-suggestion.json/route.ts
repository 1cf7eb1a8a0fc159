import { getTranslations } from 'next-intl/server'
import type { LanguageSuggestionTexts } from '@/lib/i18n/language-choice'
import { localeInfo } from '@/lib/i18n/locales'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/language-suggestion.json` and `/{locale}/language-suggestion.json`: the bar that offers this language, in it. */
export const GET = perLocaleFile(async (locale) => {
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'languageSuggestion' })
  const texts: LanguageSuggestionTexts = { text: t('text'), switch: t('switch'), dismiss: t('dismiss') }
  return Response.json(texts)
})
