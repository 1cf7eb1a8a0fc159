'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { BottomBar } from '@/components/ui/BottomBar'
import { Link } from '@/components/ui/Link'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import { EMBED_ATTRIBUTE } from '@/lib/embed'
import { languageSuggestion, languageSuggestionUrl, readLanguageChoice, rememberLanguageChoice, translatedLocalesOfPage, type LanguageSuggestionTexts } from '@/lib/i18n/language-choice'
import { isLocaleId, localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { switchLocalePath } from '@/lib/i18n/paths'

/**
 * On a first visit whose browser language is another of the site's, with this page in it: a
 * small bar in that language offers it (fixed at the bottom: showing it moves nothing on the page). Following it or turning it down is remembered, and
 * the bar never shows again; nothing switches by itself. Its texts load only when it shows.
 */
export function LanguageSuggestion({ locale, locales }: { locale: LocaleId; locales: readonly LocaleId[] }) {
  const pathname = usePathname()
  const [offer, setOffer] = useState<{ locale: LocaleId; texts: LanguageSuggestionTexts }>()

  useEffect(() => {
    setOffer(undefined)
    if (document.documentElement.hasAttribute(EMBED_ATTRIBUTE)) return
    const choice = readLanguageChoice()
    if (choice === undefined) return
    const target = languageSuggestion({ pageLocale: locale, browserLanguages: navigator.languages ?? [navigator.language], locales, translated: translatedLocalesOfPage(), choice })
    if (!target) return
    let current = true
    loadJsonOnce<LanguageSuggestionTexts>(languageSuggestionUrl(target)).then(
      (texts) => current && setOffer({ locale: target, texts }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale, locales, pathname])

  if (!offer) return null
  const info = localeInfo(offer.locale)
  return (
    <BottomBar
      label={offer.texts.text}
      lang={info.intl}
      dir={info.dir}
      data-language-suggestion={offer.locale}
      dismiss={offer.texts.dismiss}
      onDismiss={() => {
        rememberLanguageChoice(locale)
        setOffer(undefined)
      }}
      action={
        <Link
          href={switchLocalePath(pathname, offer.locale, isLocaleId)}
          hrefLang={info.intl}
          onClick={() => rememberLanguageChoice(offer.locale)}
          className="font-medium text-brand underline underline-offset-2"
        >
          {offer.texts.switch}
        </Link>
      }
    >
      {offer.texts.text}
    </BottomBar>
  )
}
