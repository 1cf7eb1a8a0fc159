/** One searchable section: a page's intro or one h2/h3 section of it. */
export interface Section {
  /** URL with anchor (no anchor for the intro), without base path: `/nl/installation/#wiring`. */
  url: string
  pageUrl: string
  /** Page title. */
  title: string
  /** The doc's folder label, e.g. "Accessories" (empty for top-level guides). */
  label: string
  /** Section heading; null for the page intro. */
  heading: string | null
  /** Plain text of the section. */
  text: string
  /** Language of the text: the locale, or "en" for an English fallback page. */
  lang: string
}

/** What the index stores per section to show a result. */
export interface StoredSection {
  url: string
  title: string
  label: string
  heading: string | null
  lang: string
  /** Start of the section's text, for the results list. */
  excerpt: string
}

/** The exported index of one locale (`search-index/{locale}.json`). */
export interface SearchIndexFile {
  version: number
  locale: string
  sections: number
  /** FlexSearch Document export: [key, data] pairs to import. */
  flexsearch: [string, string][]
  /** What each section shows in the results, by section id. */
  stored: StoredSection[]
  /** Index vocabulary with document frequency, sorted by term (for prefix and typo matching). */
  vocabulary: [string, number][]
}

export interface SearchHit {
  id: number
  url: string
  title: string
  label: string
  heading: string | null
  lang: string
  excerpt: string
  score: number
  /** Terms that matched, for highlighting. */
  terms: string[]
}

export interface SearchResponse {
  hits: SearchHit[]
  /** A corrected query when nothing (or little) matched, from the index vocabulary. */
  suggestion?: string
  /** Total number of matching sections before the limit. */
  total: number
}
