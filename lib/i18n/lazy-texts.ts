import type { LocaleId } from './locales'
import { localizedPath } from './paths'

/** File name of a locale's texts of the parts loaded on first use (components/layout/lazy-texts.ts), beside its sidebar tree. */
export const LAZY_TEXTS_FILE = 'lazy-texts.json'

/** Where a locale's lazy texts are (`/lazy-texts.json`, `/nl/lazy-texts.json` …). */
export function lazyTextsUrl(locale: LocaleId): string {
  return `${localizedPath(locale, '')}${LAZY_TEXTS_FILE}`
}
