import type { SiteConfig } from '../site/schema'
import { localeInfo, type LocaleId } from '../i18n/locales'

/** Where the exported site keeps each locale's search index. */
export const SEARCH_INDEX_DIR = 'search-index'

export function searchIndexPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.json`
}

/** Section excerpts for the full results page, loaded only there. */
export function searchExcerptsPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.excerpts.json`
}

/** Full section texts for Ask AI, loaded when a question is about to be asked. */
export function searchPassagesPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.passages.json`
}

/** URLs of the files the search worker loads for a locale (with the base path). */
export function searchFiles(basePath: string, locale: string): { indexUrl: string; passagesUrl: string } {
  return { indexUrl: `${basePath}${searchIndexPath(locale)}`, passagesUrl: `${basePath}${searchPassagesPath(locale)}` }
}

/** Where a locale searches: its own index, or the hosted index when the site config names one. */
export function searchSetup(site: SiteConfig, locale: LocaleId) {
  const files = searchFiles(site.basePath, locale)
  if (!site.hostedSearch) return files
  return {
    ...files,
    hosted: { ...site.hostedSearch, language: localeInfo(locale).intl, siteOrigin: new URL(site.url).origin, basePath: site.basePath, locale },
  }
}
