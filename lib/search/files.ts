import type { SiteConfig } from '../site/schema'
import { localeInfo, type LocaleId } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'
import type { SearchIndexFile } from './types'

/** Where the exported site keeps each locale's search index, and the search worker. */
export const SEARCH_INDEX_DIR = 'search-index'

/** The base file of a locale's index: pages, sections and where the rest is. */
export function searchIndexPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.json`
}

/** One shard of a locale's vocabulary and postings. */
export function searchTermsPath(locale: string, shard: number): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.terms-${shard}.json`
}

/** One part of a locale's section excerpts, shown by the full results page. */
export function searchExcerptsPath(locale: string, part: number): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.excerpts-${part}.json`
}

/** The anchors the base file keeps apart (lib/search/section-entry.ts), for results without excerpts and Ask AI. */
export function searchAnchorsPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.anchors.json`
}

/** Full section texts for Ask AI, loaded when a question is about to be asked. */
export function searchPassagesPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.passages.json`
}

/**
 * A locale's search worker, one file written by the build (scripts/build-search-worker.ts): the
 * worker's code with the locale's base file inside, so the first request of a search brings
 * both, instead of the bundler's chain of worker chunks and then the base file.
 */
export function searchWorkerPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.worker.js`
}

/** The global of a locale's worker file that holds the base file (SearchIndexFile). */
export const WORKER_BASE_GLOBAL = '__docsSearchBase'

/**
 * Ask AI's code for a locale's worker, loaded by the worker on the first question
 * (scripts/build-search-worker.ts): a search never needs it, so the results page does not
 * download it.
 */
export function searchAskPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.ask.js`
}

/** The global the Ask AI script sets to its answer function (lib/ask/answer.ts answerQuestion). */
export const WORKER_ASK_GLOBAL = '__docsAnswerQuestion'

/** Where a section's excerpt is: its part, and its place in the part. */
export function excerptPlace(index: Pick<SearchIndexFile, 'excerptParts'>, sectionId: number): { part: number; offset: number } {
  const starts = index.excerptParts
  // The last part starting at or before the section (parts are few: a binary search is not worth it).
  let part = 0
  while (part + 1 < starts.length && starts[part + 1]! <= sectionId) part++
  return { part, offset: sectionId - (starts[part] ?? 0) }
}

/**
 * Every file of a locale's search, for offline copies, in the order a service worker warms them:
 * worker, base, shards, anchors, excerpt parts, then Ask AI's code and passages (a search needs neither).
 */
export function searchLocaleFiles(index: Pick<SearchIndexFile, 'locale' | 'shards' | 'excerptParts'>): string[] {
  return [
    searchWorkerPath(index.locale),
    searchIndexPath(index.locale),
    ...index.shards.map((_, shard) => searchTermsPath(index.locale, shard)),
    searchAnchorsPath(index.locale),
    ...index.excerptParts.map((_, part) => searchExcerptsPath(index.locale, part)),
    searchAskPath(index.locale),
    searchPassagesPath(index.locale),
  ]
}

/** What the page tells the search client: where the files are. */
export interface LocalSearchFiles {
  basePath: string
  locale: string
}

/** Where a locale searches: its own index, or the hosted index when the site config names one. */
export function searchSetup(site: SiteConfig, locale: LocaleId) {
  const files: LocalSearchFiles = { basePath: site.basePath, locale }
  if (!site.hostedSearch) return files
  return {
    ...files,
    hosted: { ...site.hostedSearch, language: localeInfo(locale).intl, siteOrigin: new URL(site.url).origin, basePath: site.basePath, locale },
  }
}

