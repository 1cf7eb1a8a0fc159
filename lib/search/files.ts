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
