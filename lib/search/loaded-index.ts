import { FIELDS, INDEX_FORMAT_VERSION } from './fields'
import { letterSignature } from './letter-signature'
import { decodeFlatPostings, type FlatPostings } from './postings'
import { hasStem, isHanTerm, lightStem } from './tokenize'
import { phraseLookupTerm } from './glossary-phrases'
import { readExcerptEntry, readSectionEntry } from './section-entry'
import type { AnchorsFile, ExcerptsPart, SearchIndexFile, SearchShardFile, StoredSection } from './types'

/**
 * An index in memory, ready to answer queries (in the worker, the CLIs and tests). The worker
 * fills it shard by shard as queries need them (lib/search/query.ts `missingShards`); the CLIs
 * load every shard at once.
 */
export interface LoadedIndex {
  locale: string
  stored: (StoredSection & { depth: number })[]
  /**
   * Sections whose anchor the base file keeps apart (lib/search/section-entry.ts) and that have not
   * got it yet (`addAnchors`): until then their `url` is their page's.
   */
  missingAnchors: Set<number>
  /** Per section id: the index of its page (sections of a page are grouped in results). */
  pageOf: Int32Array
  /** Per page index: the id of its first section (the page intro). */
  introOf: Int32Array
  /** Sections per excerpts part, from the base file. */
  excerptParts: number[]
  /** The first term of each shard, from the base file. */
  shardStarts: string[]
  /** Per shard: its terms once loaded. */
  shardTerms: (string[] | undefined)[]
  /** Per shard: its terms' letter signatures and light stems, worked out once when it loads (shardWordForms). */
  shardForms: (ShardWordForms | undefined)[]
  /** The terms of the loaded shards, sorted. */
  terms: string[]
  frequency: Map<string, number>
  /** Per shard: its postings once loaded. */
  shardPostings: (FlatPostings | undefined)[]
  /** Per term of the loaded shards: its shard and its number there, as one number (termPlace). */
  termPlaces: Map<string, number>
  /** Typo candidates (every term but Han ones) by length, with their letter signatures. */
  termsByLength: Map<number, { terms: string[]; signatures: number[] }>
  /** Vocabulary words by their light stem, for words of one family. */
  termsByStem: Map<string, string[]>
  /** Whether any loaded term is Chinese (lib/search/warm-up.ts then prepares the word segmenter). */
  hasHan: boolean
  /** Per glossary term, the shard that files it (base file). */
  glossaryShards: number[]
  /** Glossary terms of the loaded shards, by number: the page that explains each, and its phrases that occur in the index. */
  glossaryTerms: Map<number, { page: number; phrases: string[] }>
  /** Latin words of the loaded shards with their loans in Devanagari (lib/search/transliteration.ts). */
  loans: Map<string, string[]>
  /** Glossary phrases of the loaded shards, with the number of their term. */
  glossary: Map<string, number>
  /** The same phrases by their lookup term (lib/search/glossary-phrases.ts). */
  glossaryByTerm: Map<string, string[]>
  /** The same phrases by their lookup term's light stem, for a query word in another form ("बैटरियों" for "बैटरी"). */
  glossaryByStem: Map<string, string[]>
}

/**
 * A shard's terms as typo candidates and family members: per term, its letter signature and
 * light stem (NaN and undefined for a Chinese term, which has neither; no stem for a word of
 * another script). Stemming is the costly part of adding a shard (a few microseconds a word),
 * so each shard's words are stemmed once, not again each time a query brings another shard.
 */
interface ShardWordForms {
  signatures: number[]
  stems: (string | undefined)[]
}

function shardWordForms(terms: string[]): ShardWordForms {
  const signatures: number[] = []
  const stems: (string | undefined)[] = []
  for (const term of terms) {
    const han = isHanTerm(term)
    signatures.push(han ? NaN : letterSignature(term))
    // Stems relate words of alphabetic scripts (Latin, Arabic, Devanagari); other terms have no siblings.
    stems.push(!han && hasStem(term) ? lightStem(term) : undefined)
  }
  return { signatures, stems }
}

/** How deep a page sits in the doc tree (0 for top-level guides), from its URL. */
function pageDepth(url: string, locale: string): number {
  const segments = url.split('/').filter(Boolean)
  const doc = segments[0] === locale ? segments.slice(1) : segments
  return Math.max(0, doc.length - 1)
}

function checkVersion(version: number, what: string) {
  if (version !== INDEX_FORMAT_VERSION) throw new Error(`search ${what} format ${version}, expected ${INDEX_FORMAT_VERSION}`)
}

function introSections(file: SearchIndexFile): Int32Array {
  const intro = new Int32Array(file.pages.length).fill(-1)
  file.sections.forEach(([page], id) => {
    if (intro[page] === -1) intro[page] = id
  })
  return intro
}

/** An index with the sections of the base file and no shard loaded yet. */
export function createIndex(file: SearchIndexFile): LoadedIndex {
  checkVersion(file.version, 'index')
  if (file.shards.length === 0 || file.shards[0] !== '') throw new Error('search index: the first shard must start at ""')
  if (file.shards.length > MAX_SHARDS) throw new Error(`search index: ${file.shards.length} shards, at most ${MAX_SHARDS}`)
  const missingAnchors = new Set<number>()
  const stored: LoadedIndex['stored'] = file.sections.map((entry, id) => {
    const { page, anchor, heading } = readSectionEntry(entry)
    if (anchor === undefined) missingAnchors.add(id)
    const p = file.pages[page]!
    return { url: anchor ? `${p.url}#${anchor}` : p.url, title: p.title, label: p.label, heading: heading || null, lang: p.lang, depth: pageDepth(p.url, file.locale) }
  })
  return {
    locale: file.locale,
    stored,
    missingAnchors,
    pageOf: Int32Array.from(file.sections, ([page]) => page),
    introOf: introSections(file),
    excerptParts: file.excerptParts,
    shardStarts: file.shards,
    shardTerms: file.shards.map(() => undefined),
    shardForms: file.shards.map(() => undefined),
    terms: [],
    frequency: new Map(),
    shardPostings: file.shards.map(() => undefined),
    termPlaces: new Map(),
    termsByLength: new Map(),
    termsByStem: new Map(),
    hasHan: false,
    glossaryShards: file.glossaryShards ?? [],
    glossaryTerms: new Map(),
    loans: new Map(),
    glossary: new Map(),
    glossaryByTerm: new Map(),
    glossaryByStem: new Map(),
  }
}

/** Adds shards' terms and postings, by shard number (a shard already loaded is left as it is). */
export function addShards(index: LoadedIndex, shards: [number, SearchShardFile][]): void {
  for (const [shard, file] of shards) {
    checkVersion(file.version, 'shard')
    if (!Number.isInteger(shard) || shard < 0 || shard >= index.shardStarts.length) {
      throw new Error(`search index: no shard ${shard} (${index.shardStarts.length} shards)`)
    }
    if (index.shardTerms[shard]) continue
    const terms = file.terms ? file.terms.split('\n') : []
    terms.forEach((term, i) => {
      index.frequency.set(term, file.frequency[i]!)
      index.termPlaces.set(term, termPlace(shard, i))
    })
    index.shardPostings[shard] = decodeFlatPostings(FIELDS.map((field) => file.postings[field]), terms.length)
    index.shardTerms[shard] = terms
    index.shardForms[shard] = shardWordForms(terms)
    for (const [n, [page, ...phrases]] of Object.entries(file.glossaryTerms ?? {})) index.glossaryTerms.set(Number(n), { page, phrases })
    for (const [word, loans] of Object.entries(file.loans ?? {})) index.loans.set(word, loans)
    for (const [phrase, term] of Object.entries(file.glossary ?? {})) {
      index.glossary.set(phrase, term)
      const lookup = phraseLookupTerm(phrase)
      addTo(index.glossaryByTerm, lookup, phrase)
      if (hasStem(lookup)) addTo(index.glossaryByStem, lightStem(lookup), phrase)
    }
  }
  // Shards are consecutive ranges of the sorted vocabulary: in shard order, their terms stay sorted.
  index.terms = index.shardTerms.flatMap((terms) => terms ?? [])
  // Derived in shard order, so that lists come out the same whatever order shards came in.
  index.termsByLength = new Map()
  index.termsByStem = new Map()
  index.hasHan = false
  index.shardTerms.forEach((terms, shard) => {
    if (!terms) return
    const { signatures, stems } = index.shardForms[shard]!
    terms.forEach((term, i) => {
      const signature = signatures[i]!
      if (Number.isNaN(signature)) {
        index.hasHan = true
        return
      }
      let bucket = index.termsByLength.get(term.length)
      if (!bucket) index.termsByLength.set(term.length, (bucket = { terms: [], signatures: [] }))
      bucket.terms.push(term)
      bucket.signatures.push(signature)
      const stem = stems[i]
      if (stem === undefined) return
      const list = index.termsByStem.get(stem)
      if (list) list.push(term)
      else index.termsByStem.set(stem, [term])
    })
  })
}

/** Shards an index may have: a term's place (shard and number) is one number. */
const MAX_SHARDS = 4096

function termPlace(shard: number, term: number): number {
  return term * MAX_SHARDS + shard
}

/**
 * A loaded term's postings: its shard's flat postings and its row there, the start of its first
 * field (lib/search/postings.ts); undefined for a term no loaded shard holds. The row's FIELDS
 * follow it: field f runs from starts[row + f] to starts[row + f + 1].
 */
export function termPostings(index: LoadedIndex, term: string): { postings: FlatPostings; row: number } | undefined {
  const place = index.termPlaces.get(term)
  if (place === undefined) return undefined
  const shard = place % MAX_SHARDS
  const postings = index.shardPostings[shard]!
  return { postings, row: ((place - shard) / MAX_SHARDS) * postings.fieldCount }
}

/** An index with every shard and every anchor (the CLIs, tests). */
export function loadSearchIndex(file: SearchIndexFile, shards: SearchShardFile[], anchors: AnchorsFile): LoadedIndex {
  const index = createIndex(file)
  if (shards.length !== file.shards.length) throw new Error(`search index: ${shards.length} shards given, the index has ${file.shards.length}`)
  addShards(index, shards.map((shard, n) => [n, shard]))
  addAnchors(index, anchorEntries(anchors))
  return index
}

/** Gives sections the anchors the base file keeps apart, from the anchors file or an excerpts part. */
export function addAnchors(index: LoadedIndex, anchors: Iterable<[id: number, anchor: string]>): void {
  for (const [id, anchor] of anchors) {
    if (!index.missingAnchors.delete(id)) continue
    const section = index.stored[id]!
    if (anchor) section.url = `${section.url}#${anchor}`
  }
}

export function anchorEntries(file: AnchorsFile): [number, string][] {
  return Object.entries(file).map(([id, anchor]) => [Number(id), anchor])
}

/** Gives the sections of excerpts part `part` the anchors it carries (the results page's way to them). */
export function addExcerptAnchors(index: LoadedIndex, part: number, entries: ExcerptsPart): void {
  const start = index.excerptParts[part] ?? 0
  addAnchors(
    index,
    entries.flatMap((entry, offset) => {
      const { anchor } = readExcerptEntry(entry)
      return anchor === undefined ? [] : [[start + offset, anchor] as [number, string]]
    }),
  )
}

export function unloadedShards(index: LoadedIndex): number[] {
  return index.shardStarts.flatMap((_, n) => (index.shardTerms[n] ? [] : [n]))
}

/** The shard whose range holds `term`. */
export function shardOf(index: LoadedIndex, term: string): number {
  let low = 0
  let high = index.shardStarts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (index.shardStarts[mid]! <= term) low = mid
    else high = mid - 1
  }
  return low
}

/** The shards that hold terms starting with `prefix`: usually one, more when the prefix spans a boundary. */
export function prefixShards(index: LoadedIndex, prefix: string): number[] {
  const shards = [shardOf(index, prefix)]
  for (let n = shards[0]! + 1; n < index.shardStarts.length && index.shardStarts[n]!.startsWith(prefix); n++) shards.push(n)
  return shards
}

function addTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
