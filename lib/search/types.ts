import type { ExcerptEntry, SectionEntry } from './section-entry'
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
  /** The page's other title (English, when `title` is the locale's title of an English page); searched as a title. */
  altTitle?: string
  /** The page intro only: what readers type for the page (lib/search/page-words.ts). */
  keywords?: string
  /** The page intro only: the page's description. */
  description?: string
  /** Words the section means without writing them (the plain word for a product name it says), searched as its text. */
  impliedWords?: string
  /** The site paths (no base path, no anchor) of the pages its text links to. */
  links?: string[]
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
 * The base file of one locale's index (`search-index/{locale}.json`): what every query needs,
 * the sections it can name. The vocabulary and its postings are split by term range into shards
 * (`{locale}.terms-{n}.json`), and the excerpts by section id into parts
 * (`{locale}.excerpts-{n}.json`), so a query loads only the files of its own words and hits:
 * a few dozen KB instead of the whole index on a reader's first search over a weak connection.
 */
export interface SearchIndexFile {
  version: number
  locale: string
  pages: StoredPage[]
  /** Per section id: its page index, anchor and heading (lib/search/section-entry.ts). */
  sections: SectionEntry[]
  /** The first term of each shard, in order: shard n holds the terms from shards[n] up to shards[n + 1]. */
  shards: string[]
  /** The first section id of each excerpts part: part n holds the excerpts from excerptParts[n] up to excerptParts[n + 1]. */
  excerptParts: number[]
  /** Per glossary term (lib/data/glossary.ts), by number: the shard that files it (shards file its phrases and it). */
  glossaryShards: number[]
}

/** One shard of the vocabulary (`search-index/{locale}.terms-{n}.json`): a run of consecutive terms. */
export interface SearchShardFile {
  version: number
  /** The shard's terms, sorted (code unit order), newline-separated. */
  terms: string
  /** Per term (same order): how many sections hold it in any field. */
  frequency: number[]
  /** Per indexed field, its postings in the compact form of lib/search/postings.ts. */
  postings: Record<string, PostingsEntry[]>
  /**
   * Glossary phrases filed under this shard's range (by lib/search/glossary-phrases.ts
   * `phraseLookupTerm`), each with the number of its term.
   */
  glossary?: Record<string, number>
  /** The glossary terms whose home this shard is (base file `glossaryShards`), by number. */
  glossaryTerms?: Record<number, GlossaryTerm>
  /** For Latin words of this shard: the Devanagari words that are their loans (lib/search/transliteration.ts). */
  loans?: Record<string, string[]>
}

/** A glossary term in an index: [index of the page that explains it (-1: none), ...its phrases that occur in the index]. */
export type GlossaryTerm = [number, ...string[]]

/**
 * `search-index/{locale}.excerpts-{n}.json`: the start of each section's text, for a range of
 * section ids, with the anchors the base file keeps apart (lib/search/section-entry.ts): a result
 * that shows its excerpt has its address with it.
 */
export type ExcerptsPart = ExcerptEntry[]

/**
 * `search-index/{locale}.anchors.json`: the anchors the base file keeps apart, by section id, for
 * what lists results without excerpts (the search modal) and for Ask AI's sources.
 */
export type AnchorsFile = Record<string, string>

export interface SearchHit extends StoredSection {
  id: number
  score: number
  /** How much of the query the section holds (0–1, rare words counting more than common ones). */
  coverage?: number
  /** How much of the query the section's page holds across its sections (0–1, as coverage). */
  pageCoverage?: number
  /** Terms that matched, for highlighting. */
  terms: string[]
  /** The start of the section's text, when the search asked for excerpts (the results page). */
  excerpt?: string
}

/** One thing a query asks for (a word with its forms, a glossary phrase), how much it counts and the index terms that match it. */
export interface QueryUnitTerms {
  weight: number
  terms: string[]
  /** The unit is a term of the domain's glossary the query names. */
  concept?: boolean
  /** The query's word, for a unit that is one word (its terms are the forms the index holds). */
  word?: string
}

export interface SearchResponse {
  hits: SearchHit[]
  /** What the query asks for, unit by unit (with `units: true`): Ask measures its sentences and rows by them. */
  units?: QueryUnitTerms[]
  /** A corrected query when nothing (or little) matched, from the index vocabulary. */
  suggestion?: string
  /** Total number of matching sections before the limit. */
  total: number
}
