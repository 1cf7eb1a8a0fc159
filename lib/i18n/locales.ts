/**
 * The twelve locales of the site. `id` is the project's name for a locale everywhere
 * (URL prefix, content folder, messages file); `intl` is the BCP 47 tag that Intl and
 * next-intl need, because `ch` is not Chinese for Intl (it is Chamorro).
 */
export const LOCALES = [
  { id: 'en', intl: 'en', label: 'English', dir: 'ltr', og: 'en_GB' },
  { id: 'nl', intl: 'nl', label: 'Nederlands', dir: 'ltr', og: 'nl_NL' },
  { id: 'fr', intl: 'fr', label: 'Français', dir: 'ltr', og: 'fr_FR' },
  { id: 'de', intl: 'de', label: 'Deutsch', dir: 'ltr', og: 'de_DE' },
  { id: 'it', intl: 'it', label: 'Italiano', dir: 'ltr', og: 'it_IT' },
  { id: 'pl', intl: 'pl', label: 'Polski', dir: 'ltr', og: 'pl_PL' },
  { id: 'pt', intl: 'pt', label: 'Português', dir: 'ltr', og: 'pt_PT' },
  { id: 'es', intl: 'es', label: 'Español', dir: 'ltr', og: 'es_ES' },
  { id: 'sv', intl: 'sv', label: 'Svenska', dir: 'ltr', og: 'sv_SE' },
  { id: 'ch', intl: 'zh-Hans', label: '中文', dir: 'ltr', og: 'zh_CN' },
  { id: 'ar', intl: 'ar', label: 'العربية', dir: 'rtl', og: 'ar_AR' },
  { id: 'hi', intl: 'hi', label: 'हिन्दी', dir: 'ltr', og: 'hi_IN' },
] as const

export type LocaleInfo = (typeof LOCALES)[number]
export type LocaleId = LocaleInfo['id']
export type IntlLocale = LocaleInfo['intl']

export const DEFAULT_LOCALE: LocaleId = 'en'
// Pure: a bundle that only needs DEFAULT_LOCALE (the search worker) leaves the table out.
export const LOCALE_IDS: readonly LocaleId[] = /* @__PURE__ */ LOCALES.map((l) => l.id)

export function isLocaleId(value: unknown): value is LocaleId {
  return typeof value === 'string' && (LOCALE_IDS as readonly string[]).includes(value)
}

export function localeInfo(id: LocaleId): LocaleInfo {
  const info = LOCALES.find((l) => l.id === id)
  if (!info) throw new Error(`Unknown locale "${id}"`)
  return info
}

export function localeIdFromIntl(intl: string): LocaleId | undefined {
  return LOCALES.find((l) => l.intl === intl)?.id
}
