import { editDistance } from './edit-distance'
import { letterSignature, mayBeWithin } from './letter-signature'
import { FIELDS, FIELD_WEIGHT } from './fields'
import { addShards, prefixShards, shardOf, unloadedShards, type LoadedIndex } from './loaded-index'
import { isStopWord } from './stopwords'
import { isHanTerm, isLatinWord, lightStem, tokenize } from './tokenize'
import type { SearchHit, SearchResponse, SearchShardFile } from './types'

export type { LoadedIndex } from './loaded-index'

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
/** Matches per field and term that count, as FlexSearch's search limit did. */
const FIELD_MATCH_LIMIT = 1000
const PREFIX_EXPANSIONS = 12
const TYPO_CANDIDATES = 4

/** The distinct terms of a query. */
function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))]
}

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
    .sort((a, b) => a.distance - b.distance || index.frequency.get(b.term)! - index.frequency.get(a.term)! || (a.term < b.term ? -1 : 1))
    .map((f) => f.term)
}

/**
 * The shards a query needs that are not loaded yet: those of its words, of their word families
 * and, for the last word, of its completions. A word the vocabulary lacks may be a typo, which is
 * corrected against the whole vocabulary: then every shard. With these loaded, a query answers
 * exactly as on the whole index.
 */
export function missingShards(index: LoadedIndex, query: string): number[] {
  const terms = queryTerms(query)
  const needed = new Set<number>()
  terms.forEach((term, i) => {
    needed.add(shardOf(index, term))
    // A word's family shares its stem as a prefix; completions share the word.
    if (isLatinWord(term)) for (const shard of prefixShards(index, lightStem(term))) needed.add(shard)
    if (isCompleted(term, i === terms.length - 1)) for (const shard of prefixShards(index, term)) needed.add(shard)
  })
  const missing = [...needed].filter((shard) => !index.shardTerms[shard]).sort((a, b) => a - b)
  if (missing.length > 0) return missing
  return terms.some((term) => mayBeCorrected(index, term)) ? unloadedShards(index) : []
}

/**
 * Loads what a query needs into the index (see missingShards): its words' shards, then, for a
 * possible typo, the rest. `fetchShards` gets shard numbers and returns their files.
 */
export async function loadShardsFor(index: LoadedIndex, query: string, fetchShards: (shards: number[]) => Promise<SearchShardFile[]>): Promise<void> {
  for (let missing = missingShards(index, query); missing.length > 0; missing = missingShards(index, query)) {
    const files = await fetchShards(missing)
    addShards(index, missing.map((shard, i) => [shard, files[i]!]))
  }
}

function typoBudget(term: string): number {
  if (term.length >= 8) return 2
  if (term.length >= 4) return 1
  return 0
}

/** Whether a query term also stands for its completions: the last word, once it has two letters (one Chinese character). */
function isCompleted(term: string, isLast: boolean): boolean {
  return isLast && (isHanTerm(term) ? [...term].length === 1 : term.length >= 2)
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
  if (isCompleted(term, isLast)) {
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
    const slotsPerField = index.postings.get(variant.term)
    if (!slotsPerField) continue
    FIELDS.forEach((field, f) => {
      // A term's matches in a field, best rank slot first, as FlexSearch ranks a one-word query.
      let rank = 0
      for (const ids of slotsPerField[f] ?? []) {
        for (const id of ids ?? []) {
          if (rank >= FIELD_MATCH_LIMIT) return
          // A title match counts most on the page's intro; its other sections inherit less of it.
          const fieldWeight = field === 'title' && index.stored[id]!.heading !== null ? 1.5 : FIELD_WEIGHT[field]
          // Order within short fields (titles, headings) says nothing; in the body, earlier is better.
          const score = variant.weight * fieldWeight * (field === 'text' ? decay(rank) : 1)
          if (score > best[id]!) {
            if (best[id] === 0) touched.push(id)
            best[id] = score
          }
          rank++
        }
      }
    })
  }
}

/**
 * Whether a word the vocabulary lacks may be corrected against it: by the typo tolerance (from 4
 * letters) or by the "No results" suggestion (from 3). Chinese terms are never corrected.
 */
function mayBeCorrected(index: LoadedIndex, term: string): boolean {
  return !index.frequency.has(term) && !isHanTerm(term) && term.length >= 3
}

/** A corrected query from the vocabulary, for "No results": looser than the typo tolerance. */
export function suggestQuery(index: LoadedIndex, query: string): string | undefined {
  const terms = queryTerms(query)
  let changed = false
  const corrected = terms.map((term) => {
    if (!mayBeCorrected(index, term)) return term
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
  const terms = queryTerms(query)
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
