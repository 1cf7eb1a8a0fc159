import type { PostingsEntry } from './postings'

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

/** What a result shows about its section. */
export interface StoredSection {
  url: string
  title: string
  label: string
  heading: string | null
  lang: string
}

/** A page, stored once for all its sections. */
export interface StoredPage {
  url: string
  title: string
  label: string
  lang: string
}

/**
 * The exported index of one locale (`search-index/{locale}.json`): what the modal needs, kept
 * small; section texts are in separate files loaded only by the results page and Ask AI.
 * FlexSearch's register of ids (every section id) is not stored: the worker derives it.
 */
export interface SearchIndexFile {
  version: number
  locale: string
  pages: StoredPage[]
  /** Per section id: [page index, anchor ('' for the intro), heading ('' for the intro)]. */
  sections: [number, string, string][]
  /** Every indexed term, sorted (code unit order), newline-separated. */
  terms: string
  /** Per term (same order): how many sections hold it in any field. */
  frequency: number[]
  /** Per indexed field, its postings in the compact form of lib/search/postings.ts. */
  postings: Record<string, PostingsEntry[]>
}

/** `search-index/{locale}.excerpts.json`: the start of each section's text, by section id. */
export type ExcerptsFile = string[]

export interface SearchHit extends StoredSection {
  id: number
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
