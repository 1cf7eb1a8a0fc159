/** Where the exported site keeps each locale's search index. */
export const SEARCH_INDEX_DIR = 'search-index'

export function searchIndexPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.json`
}

/** Section excerpts for the full results page, loaded only there. */
export function searchExcerptsPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.excerpts.json`
}
