import type { LocaleId } from './locales'

/** Text in content data: plain English, or a map per locale with English required. */
export type LocalizedText = string | ({ en: string } & Partial<Record<LocaleId, string>>)

export function localize(text: LocalizedText, locale: LocaleId): string {
  return typeof text === 'string' ? text : (text[locale] ?? text.en)
}

/** Whether the text has its own wording for the locale (English always has). */
export function hasTranslation(text: LocalizedText, locale: LocaleId): boolean {
  return locale === 'en' || (typeof text !== 'string' && text[locale] !== undefined)
}
