import { tokenize } from './tokenize'
import { createSearchDocument, type SearchDocument } from './flexsearch-config'
import { FIELDS, INDEX_FORMAT_VERSION } from './fields'
import { encodePostings, type PostingsEntry, type Slots } from './postings'
import type { ExcerptsPart, SearchIndexFile, SearchShardFile, Section, StoredPage } from './types'

export const EXCERPT_LENGTH = 140

/**
 * About this many bytes of JSON per vocabulary shard (5–8 KB gzip): a one-word query loads one
 * or two shards; smaller shards would mostly add requests.
 */
export const SHARD_TARGET_BYTES = 24_000

/**
 * Sections per excerpts part. The hits of a query cluster in few parts: on the relevance
 * queries, the top 20 hits touch 4.0 parts of 64 sections on average (15.6 KB gzip); parts of
 * 32 meant 5.2 requests (11.3 KB), of 128 3.1 (22.3 KB). Over a slow link requests cost more
 * than bytes: results page, Slow 4G and 4× CPU, "modbus" in ch: 4.9 s to the first result with
 * parts of 32, 4.4 s with 64, 4.6 s with 128.
 */
export const EXCERPTS_PER_PART = 64

function excerpt(blocks: string): string {
  const text = blocks.replace(/\s+/g, ' ')
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH)
  const space = cut.lastIndexOf(' ')
  return `${space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut}…`
}

/** One locale's index: the base file, the vocabulary shards, the excerpt parts, and Ask AI's passages. */
export interface BuiltIndex {
  index: SearchIndexFile
  shards: SearchShardFile[]
  excerpts: ExcerptsPart[]
  /** Full section texts for Ask AI (lib/ask), by section id. */
  passages: string[]
}

/** Builds one locale's index over its sections. */
export async function buildSearchIndex(locale: string, sections: Section[]): Promise<BuiltIndex> {
  const document = createSearchDocument()
  const frequency = new Map<string, number>()
  const pages: StoredPage[] = []
  const pageIndex = new Map<string, number>()
  const stored: [number, string, string][] = []
  const excerpts: string[] = []
  const passages: string[] = []
  sections.forEach((section, id) => {
    const fields = {
      title: tokenize(section.title),
      heading: tokenize(section.heading ?? ''),
      label: tokenize(section.label),
      text: tokenize(section.text),
    }
    for (const term of new Set(Object.values(fields).flat())) frequency.set(term, (frequency.get(term) ?? 0) + 1)
    document.add({
      id,
      title: fields.title.join(' '),
      heading: fields.heading.join(' '),
      label: fields.label.join(' '),
      text: fields.text.join(' '),
    })
    let page = pageIndex.get(section.pageUrl)
    if (page === undefined) {
      page = pages.push({ url: section.pageUrl, title: section.title, label: section.label, lang: section.lang }) - 1
      pageIndex.set(section.pageUrl, page)
    }
    stored.push([page, section.url.slice(section.pageUrl.length + 1), section.heading ?? ''])
    excerpts.push(excerpt(section.text))
    passages.push(section.text)
  })
  const terms = [...frequency.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const postings = await exportPostings(document, new Set(terms))
  const shards = splitIntoShards(terms, frequency, postings)
  return {
    index: { version: INDEX_FORMAT_VERSION, locale, pages, sections: stored, shards: shards.map((s, n) => (n === 0 ? '' : s.terms[0]!)), excerptsPerPart: EXCERPTS_PER_PART },
    shards: shards.map((s) => shardFile(s.terms, frequency, postings)),
    excerpts: Array.from({ length: Math.ceil(excerpts.length / EXCERPTS_PER_PART) }, (_, part) =>
      excerpts.slice(part * EXCERPTS_PER_PART, (part + 1) * EXCERPTS_PER_PART),
    ),
    passages,
  }
}

/** Per field, each term's rank slots, from FlexSearch's export of the field's map. */
type FieldPostings = Map<string, Map<string, Slots>>

async function exportPostings(document: SearchDocument, vocabulary: Set<string>): Promise<FieldPostings> {
  const postings: FieldPostings = new Map(FIELDS.map((field) => [field, new Map()]))
  await document.export((key: string, data: string) => {
    // Keys are "{field}.{part}.map" for the fields; the register ("1.reg") is derived on load.
    const [field, , kind] = key.split('.')
    if (kind !== 'map') return
    for (const [term, slots] of JSON.parse(data) as [string, Slots][]) {
      if (!vocabulary.has(term)) throw new Error(`search index: "${term}" of field ${field} is not in the vocabulary`)
      postings.get(field!)!.set(term, slots)
    }
  })
  return postings
}

/**
 * Consecutive runs of the sorted vocabulary of about SHARD_TARGET_BYTES of JSON each (at least
 * one shard, which may be empty). The base file names each by its first term, the first by ''.
 */
function splitIntoShards(terms: string[], frequency: Map<string, number>, postings: FieldPostings): { terms: string[] }[] {
  const shards: { terms: string[] }[] = [{ terms: [] }]
  let bytes = 0
  for (const term of terms) {
    let size = term.length + String(frequency.get(term)).length + 2
    for (const field of FIELDS) {
      const slots = postings.get(field)!.get(term)
      if (slots) size += JSON.stringify(slots).length
    }
    if (bytes > 0 && bytes + size > SHARD_TARGET_BYTES) {
      shards.push({ terms: [] })
      bytes = 0
    }
    shards[shards.length - 1]!.terms.push(term)
    bytes += size
  }
  return shards
}

function shardFile(terms: string[], frequency: Map<string, number>, postings: FieldPostings): SearchShardFile {
  const fields: Record<string, PostingsEntry[]> = {}
  for (const field of FIELDS) {
    const entries: [number, Slots][] = []
    terms.forEach((term, i) => {
      const slots = postings.get(field)!.get(term)
      if (slots) entries.push([i, slots])
    })
    fields[field] = encodePostings(entries)
  }
  return {
    version: INDEX_FORMAT_VERSION,
    terms: terms.join('\n'),
    frequency: terms.map((term) => frequency.get(term) ?? 0),
    postings: fields,
  }
}
