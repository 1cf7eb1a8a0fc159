import { isLocaleId, type LocaleId } from '../i18n/locales'

/**
 * Names of the caches the service worker and the page share (Cache Storage of the origin).
 * Each saved copy is one cache per locale and build version, so a copy is replaced as a whole:
 * the new one is filled (reusing unchanged files) before the old one is deleted.
 */
const PREFIX = 'docs'

/** Pages the reader opened, and the files those pages used. Kept across builds, expired by age. */
export const VISITED_CACHE = `${PREFIX}-visited`

/** The search index of each locale the reader opened, for the build of the active service worker. */
export function searchCacheName(version: string): string {
  return `${PREFIX}-search-${version}`
}

export function isSearchCacheName(name: string): boolean {
  return name.startsWith(`${PREFIX}-search-`)
}

/** A locale saved with "Save this language for offline". */
export function savedCopyCacheName(locale: LocaleId, version: string): string {
  return `${PREFIX}-offline-${locale}-${version}`
}

export function parseSavedCopyCacheName(name: string): { locale: LocaleId; version: string } | undefined {
  const match = new RegExp(`^${PREFIX}-offline-([a-z]{2})-([\\w-]+)$`).exec(name)
  if (!match || !isLocaleId(match[1])) return undefined
  return { locale: match[1], version: match[2]! }
}
