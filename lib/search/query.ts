import { editDistance } from './edit-distance'
import { letterSignature, mayBeWithin } from './letter-signature'
import { createSearchDocument, FIELDS, FIELD_WEIGHT, INDEX_FORMAT_VERSION, type Field, type SearchDocument } from './flexsearch-config'
import { decodePostings } from './postings'
import { isStopWord } from './stopwords'
import { isHanTerm, isLatinWord, lightStem, tokenize } from './tokenize'
import type { SearchHit, SearchIndexFile, SearchResponse, StoredSection } from './types'
import { isLocaleId } from '../i18n/locales'

/** An imported index, ready to answer queries (in the worker, the CLI and tests). */
export interface LoadedIndex {
  locale: string
  document: SearchDocument
  stored: (StoredSection & { depth: number })[]
  /** Per section id: the index of its page (sections of a page are grouped in results). */
  pageOf: Int32Array
  terms: string[]
  frequency: Map<string, number>
  /** Typo candidates (every term but Han ones) by length, with their letter signatures. */
  termsByLength: Map<number, { terms: string[]; signatures: number[] }>
  /** Vocabulary words by their light stem, for words of one family. */
  termsByStem: Map<string, string[]>
}

/** How deep a page sits in the doc tree (0 for top-level guides), from its URL. */
function pageDepth(url: string): number {
  const segments = url.split('/').filter(Boolean)
  const doc = segments.length > 0 && isLocaleId(segments[0]) ? segments.slice(1) : segments
  return Math.max(0, doc.length - 1)
}

export async function loadSearchIndex(file: SearchIndexFile): Promise<LoadedIndex> {
  if (file.version !== INDEX_FORMAT_VERSION) throw new Error(`search index format ${file.version}, expected ${INDEX_FORMAT_VERSION}`)
  const terms = file.terms ? file.terms.split('\n') : []
  const document = createSearchDocument()
  // FlexSearch's register of ids is every section id; its maps come from the compact postings.
  await document.import('1.reg', file.sections.map((_, id) => id) as never)
  for (const field of FIELDS) document.import(`${field}.1.map`, decodePostings(file.postings[field] ?? [], terms) as never)
  const stored: LoadedIndex["stored"] = file.sections.map(([page, anchor, heading]) => {
    const p = file.pages[page]!
    return { url: anchor ? `${p.url}#${anchor}` : p.url, title: p.title, label: p.label, heading: heading || null, lang: p.lang, depth: pageDepth(p.url) }
  })
  const pageOf = Int32Array.from(file.sections, ([page]) => page)
  const termsByLength: LoadedIndex['termsByLength'] = new Map()
  let hasHan = false
  for (const term of terms) {
    if (isHanTerm(term)) {
      hasHan = true
      continue
    }
    let bucket = termsByLength.get(term.length)
    if (!bucket) termsByLength.set(term.length, (bucket = { terms: [], signatures: [] }))
    bucket.terms.push(term)
    bucket.signatures.push(letterSignature(term))
  }
  const frequency = new Map(terms.map((term, i) => [term, file.frequency[i]!]))
  const termsByStem = new Map<string, string[]>()
  for (const term of terms) {
    // Stems relate plain Latin words only; any other term has no siblings.
    if (!isLatinWord(term)) continue
    const stem = lightStem(term)
    const list = termsByStem.get(stem) ?? []
    list.push(term)
    termsByStem.set(stem, list)
  }
  // One-time set-up that would otherwise fall on the reader's first query: the stop-word list,
  // and the Chinese word segmenter, which loads its dictionary on first use.
  isStopWord('')
  if (hasHan) tokenize('中文')
  return { locale: file.locale, document, stored, pageOf, terms, frequency, termsByLength, termsByStem }
}

export interface SearchOptions {
  limit?: number
  /** Sections shown per page at most, so one page does not fill the list. */
  perPage?: number
  /** How much each query term counts towards "has all the words" (default: stop words less). */
  weigh?: (term: string) => number
}

interface Variant {
  term: string
  weight: number
}

const MAX_QUERY_LENGTH = 500
const PREFIX_EXPANSIONS = 12
const TYPO_CANDIDATES = 4

/** Vocabulary terms starting with `prefix`, most frequent first. */
function prefixTerms(index: LoadedIndex, prefix: string): string[] {
  let low = 0
  let high = index.terms.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (index.terms[mid]! < prefix) low = mid + 1
    else high = mid
  }
  const found: string[] = []
  for (let i = low; i < index.terms.length && index.terms[i]!.startsWith(prefix); i++) found.push(index.terms[i]!)
  return found.sort((a, b) => index.frequency.get(b)! - index.frequency.get(a)!)
}

/** Vocabulary terms within `max` edits of `term`, closest then most frequent first. */
function similarTerms(index: LoadedIndex, term: string, max: number): string[] {
  const found: { term: string; distance: number }[] = []
  const signature = letterSignature(term)
  for (let length = term.length - max; length <= term.length + max; length++) {
    const bucket = index.termsByLength.get(length)
    if (!bucket) continue
    for (let i = 0; i < bucket.terms.length; i++) {
      if (!mayBeWithin(signature, bucket.signatures[i]!, max)) continue
      const candidate = bucket.terms[i]!
      const distance = editDistance(term, candidate, max)
      if (distance <= max && distance > 0) found.push({ term: candidate, distance })
    }
  }
  return found
    .sort((a, b) => a.distance - b.distance || index.frequency.get(b.term)! - index.frequency.get(a.term)!)
    .map((f) => f.term)
}

function typoBudget(term: string): number {
  if (term.length >= 8) return 2
  if (term.length >= 4) return 1
  return 0
}

/** The terms a query term stands for: itself, its completions (last word) and near spellings. */
function variantsOf(index: LoadedIndex, term: string, isLast: boolean): Variant[] {
  const variants: Variant[] = []
  const known = index.frequency.has(term)
  if (known) variants.push({ term, weight: 1 })
  for (const sibling of (index.termsByStem.get(lightStem(term)) ?? []).filter((t) => t !== term).slice(0, 8)) {
    variants.push({ term: sibling, weight: 0.9 })
  }
  const han = isHanTerm(term)
  if (isLast && (han ? [...term].length === 1 : term.length >= 2)) {
    for (const completion of prefixTerms(index, term).filter((t) => t !== term).slice(0, PREFIX_EXPANSIONS)) {
      variants.push({ term: completion, weight: 0.85 })
    }
  }
  if (!han && !known && !variants.some((v) => v.weight >= 0.9)) {
    for (const near of similarTerms(index, term, typoBudget(term)).slice(0, TYPO_CANDIDATES)) variants.push({ term: near, weight: 0.7 })
  }
  return variants
}

function decay(rank: number): number {
  return 1 / (1 + rank / 10)
}

/**
 * Per-query scratch space, by section id. Typed arrays instead of a map per term and an object
 * per matched section: a common word matches most sections, and those allocations were most of
 * a query's time.
 */
interface Scratch {
  /** Best score of the current query term (0: not matched). */
  best: Float64Array
  /** Ids with a score for the current query term. */
  touched: number[]
}

/** Best score of each section for one query term, over its variants and the fields, into scratch. */
function termScores(index: LoadedIndex, variants: Variant[], scratch: Scratch): void {
  const { best, touched } = scratch
  for (const variant of variants) {
    const perField = index.document.search({ query: variant.term, index: [...FIELDS], limit: 1000 }) as unknown as {
      field: Field
      result: number[]
    }[]
    for (const { field, result } of perField) {
      for (let rank = 0; rank < result.length; rank++) {
        const id = result[rank]!
        // A title match counts most on the page's intro; its other sections inherit less of it.
        const fieldWeight = field === 'title' && index.stored[id]!.heading !== null ? 1.5 : FIELD_WEIGHT[field]
        // Order within short fields (titles, headings) says nothing; in the body, earlier is better.
        const score = variant.weight * fieldWeight * (field === 'text' ? decay(rank) : 1)
        if (score > best[id]!) {
          if (best[id] === 0) touched.push(id)
          best[id] = score
        }
      }
    }
  }
}

/** A corrected query from the vocabulary, for "No results": looser than the typo tolerance. */
export function suggestQuery(index: LoadedIndex, query: string): string | undefined {
  const terms = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))]
  let changed = false
  const corrected = terms.map((term) => {
    if (index.frequency.has(term) || isHanTerm(term) || term.length < 3) return term
    const near = similarTerms(index, term, Math.max(1, Math.min(3, Math.floor(term.length * 0.4))))[0]
    if (!near) return term
    changed = true
    return near
  })
  return changed ? corrected.join(' ') : undefined
}

/**
 * Ranked sections for a query. Sections that contain every word come first (stop words weigh
 * less), then partial matches; within those, title > heading > section label > body. Results
 * are grouped by page. Any string is a valid query.
 */
export function searchSections(index: LoadedIndex, query: string, options: SearchOptions = {}): SearchResponse {
  const limit = options.limit ?? 20
  const perPage = options.perPage ?? 3
  const terms = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))]
  if (terms.length === 0) return { hits: [], total: 0 }

  const meaningful = terms.filter((t) => !isStopWord(t))
  const weightOf = options.weigh ?? ((term: string) => (meaningful.length > 0 && isStopWord(term) ? 0.2 : 1))
  const totalWeight = terms.reduce((sum, t) => sum + weightOf(t), 0)

  const count = index.stored.length
  const scratch: Scratch = { best: new Float64Array(count), touched: [] }
  const coverage = new Float64Array(count)
  const relevance = new Float64Array(count)
  // Which query terms each section matched (a bit per term), for the terms to highlight.
  const words = Math.ceil(terms.length / 32)
  const termBits = new Uint32Array(count * words)
  const isMatched = new Uint8Array(count)
  const matched: number[] = []
  const termVariants = terms.map((term, i) => {
    const variants = variantsOf(index, term, i === terms.length - 1)
    termScores(index, variants, scratch)
    const weight = weightOf(term)
    for (const id of scratch.touched) {
      if (!isMatched[id]) {
        isMatched[id] = 1
        matched.push(id)
      }
      coverage[id] += weight
      relevance[id] += weight * scratch.best[id]!
      termBits[id * words + (i >> 5)]! |= 1 << (i & 31)
      scratch.best[id] = 0
    }
    scratch.touched.length = 0
    return variants.map((v) => v.term)
  })

  // Among equally good matches, the more general page (nearer the top of the tree) comes first.
  const score = new Float64Array(count)
  for (const id of matched) score[id] = (coverage[id]! / totalWeight) * 100 + relevance[id]! + 1 / (1 + index.stored[id]!.depth)
  const ranked = matched.sort((a, b) => score[b]! - score[a]! || a - b)

  // Group by page, pages in the order of their best section. Pages past the limit never show.
  const pages = new Map<number, number[]>()
  for (const id of ranked) {
    const page = index.pageOf[id]!
    const list = pages.get(page)
    if (list) {
      if (list.length < perPage) list.push(id)
    } else if (pages.size < limit) pages.set(page, [id])
  }
  const termsOf = (id: number) => {
    const found = new Set<string>()
    termVariants.forEach((variants, i) => {
      if (termBits[id * words + (i >> 5)]! & (1 << (i & 31))) for (const term of variants) found.add(term)
    })
    return [...found]
  }
  const hits: SearchHit[] = [...pages.values()]
    .flat()
    .slice(0, limit)
    .map((id) => {
      const { depth: _depth, ...section } = index.stored[id]!
      return { id, ...section, score: Math.round(score[id]! * 100) / 100, terms: termsOf(id) }
    })
  const response: SearchResponse = { hits, total: ranked.length }
  if (hits.length === 0) response.suggestion = suggestQuery(index, query)
  return response
}
