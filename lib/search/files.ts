/** Where the exported site keeps each locale's search index. */
export const SEARCH_INDEX_DIR = 'search-index'

export function searchIndexPath(locale: string): string {
  return `/${SEARCH_INDEX_DIR}/${locale}.json`
}
