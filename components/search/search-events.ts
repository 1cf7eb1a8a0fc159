/** Opening the search modal from anywhere (button, shortcut, search page). */
export const OPEN_SEARCH_EVENT = 'docs:open-search'

export function openSearch(query?: string) {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { query } }))
}
