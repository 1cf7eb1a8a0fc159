import { DEFAULT_LOCALE, type LocaleId } from './locales'
import { localizedPath } from './paths'

/**
 * The reader's language choice, remembered in the browser: set when they pick a language (the
 * language menu, the language suggestion) or turn the suggestion down (they keep the page's).
 * The suggestion only ever shows before the first choice; nothing redirects by it.
 */
export const LANGUAGE_CHOICE_KEY = 'docs-language'

/** The texts of the language suggestion, one small file per locale, in that locale's language. */
export const LANGUAGE_SUGGESTION_FILE = 'language-suggestion.json'

export interface LanguageSuggestionTexts {
  text: string
  switch: string
  dismiss: string
}

export function languageSuggestionUrl(locale: LocaleId): string {
  return `${localizedPath(locale, '')}${LANGUAGE_SUGGESTION_FILE}`
}

/**
 * The site's locale for a browser language tag (`de-AT` → de, `pt-BR` → pt): its primary
 * subtag; Chinese in any script or region is `ch`, the site's Chinese.
 */
export function localeForLanguage(tag: string, locales: readonly LocaleId[]): LocaleId | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  const id = primary === 'zh' ? 'ch' : primary
  return locales.find((locale) => locale === id)
}

/** The first of the browser's languages (in the reader's order) that the site has. */
export function browserLocale(languages: readonly string[], locales: readonly LocaleId[]): LocaleId | undefined {
  for (const tag of languages) {
    const locale = localeForLanguage(tag, locales)
    if (locale) return locale
  }
  return undefined
}

export interface SuggestionInput {
  pageLocale: LocaleId
  browserLanguages: readonly string[]
  locales: readonly LocaleId[]
  /** Locales with their own translation of this page; undefined for pages that are not docs (all are localized). */
  translated: ReadonlySet<string> | undefined
  /** The reader's remembered choice, if any. */
  choice: string | null
}

/**
 * The locale to offer the reader, if any: on a first visit (no choice yet), the browser's
 * language when it is not the page's and the page exists in it (English always does).
 */
export function languageSuggestion({ pageLocale, browserLanguages, locales, translated, choice }: SuggestionInput): LocaleId | undefined {
  if (choice) return undefined
  const wanted = browserLocale(browserLanguages, locales)
  if (!wanted || wanted === pageLocale) return undefined
  if (wanted !== DEFAULT_LOCALE && translated !== undefined && !translated.has(wanted)) return undefined
  return wanted
}

/** The reader's remembered choice (null: none yet); undefined when the browser keeps no storage. */
export function readLanguageChoice(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY)
  } catch {
    return undefined
  }
}

export function rememberLanguageChoice(locale: LocaleId): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale)
  } catch {
    // Without storage the choice holds for this page only.
  }
}

/**
 * The locale to open for a reader who did not pick one on this page (a label link): their
 * remembered choice, else the first of the browser's languages the site has, else English.
 */
export function preferredLocale(choice: string | null | undefined, browserLanguages: readonly string[], locales: readonly LocaleId[]): LocaleId {
  const chosen = locales.find((locale) => locale === choice)
  return chosen ?? browserLocale(browserLanguages, locales) ?? (locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0]!)
}

/** Locales in which the current doc page has its own translation (set by the doc page); undefined on other pages. */
export function translatedLocalesOfPage(): Set<string> | undefined {
  const list = document.querySelector<HTMLElement>('[data-translated-locales]')?.dataset.translatedLocales
  return list === undefined ? undefined : new Set(list.split(' ').filter(Boolean))
}
