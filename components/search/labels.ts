/** UI texts of the search modal and page (from messages/{locale}.json, namespace "search"). */
export interface SearchLabels {
  label: string
  placeholder: string
  close: string
  noResults: string
  suggestion: string
  believe: string
  letUsKnow: string
  fetchError: string
  fetchErrorHelp: string
  retry: string
  emptyQuery: string
  hintSelect: string
  hintNavigate: string
  hintClose: string
  seeAll: string
  english: string
  searching: string
  /** Results page: reveals the results after the first 20. */
  showMore: string
}
