import { getTranslations } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { llmsTxt } from '@/lib/markdown/llms-txt'
import { source } from '@/lib/server/docs'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/llms.txt` (English, moved to the root with the other English files) and `/{locale}/llms.txt`. */
export const GET = perLocaleFile(async (locale) => {
  const t = await getTranslations({ locale: localeInfo(locale).intl })
  const body = llmsTxt(source, locale, { docsSection: t('nav.documentation'), languages: t('language.menu') })
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
})
