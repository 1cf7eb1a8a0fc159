import { gzipSync } from 'node:zlib'
import { tokenize } from './tokenize'
import { phraseKey, phraseLookupTerm, phraseTerms } from './glossary-phrases'
import { loanwords } from './transliteration'
import { STEP_MARK } from './passage-marks'
import { isStopWord } from './stopwords'
import { rankSlots, type FieldPostings } from './rank-slots'
import { FIELDS, INDEX_FORMAT_VERSION, type Field } from './fields'
import { encodePostings, type PostingsEntry, type Slots } from './postings'
import { anchorIsApart, excerptEntry, sectionEntry, type SectionEntry } from './section-entry'
import type { AnchorsFile, ExcerptsPart, GlossaryTerm, SearchIndexFile, SearchShardFile, Section, StoredPage } from './types'
import type { PassagesFile } from '../ask/types'

export const EXCERPT_LENGTH = 140

/**
 * About this many bytes of JSON per vocabulary shard (5–8 KB gzip): a one-word query loads one
 * or two shards; smaller shards would mostly add requests.
 */
export const SHARD_TARGET_BYTES = 24_000
/** Words sharing this many first letters are one family, kept in one shard while it is at most SHARD_STRETCH × the target. */
const SHARD_FAMILY_PREFIX = 4
const SHARD_STRETCH = 1.4

/**
 * Gzip bytes of one excerpts part: consecutive sections are cut into parts of about this size.
 * The hits of a query cluster in few parts: on the relevance queries, the top 20 hits touch 4.0
 * parts of 64 English sections on average (15.6 KB gzip); parts of 32 meant 5.2 requests
 * (11.3 KB), of 128 3.1 (22.3 KB). Over a slow link requests cost more than bytes: results page,
 * Slow 4G and 4× CPU, "modbus" in ch: 4.9 s to the first result with parts of 32, 4.4 s with
 * 64, 4.6 s with 128. 64 English sections are about 3.6 KB gzip; a translated section in
 * Devanagari, Arabic or Chinese script takes up to twice the bytes, so parts are cut by size,
 * not by count, and a query downloads about as much in every language. Cut to 3.0 KB when the
 * keywords of stop 53 grew the shards: the results page's first download for "modbus" had passed
 * 61 KB in hi (62.2 KB with 3.6 KB parts, 56.3 KB with 3.0 KB; ch 58.1 → 54.5, ar 58.8 → 53.0).
 */
export const EXCERPT_PART_TARGET_GZIP = 3_000

/** Characters a line shows at twice the width of a Latin letter: Chinese, Japanese, Korean, full-width forms. */
const WIDE_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u

/** How many characters of `text` fit in `width` columns, a wide character taking two. */
function fitting(text: string, width: number): number {
  let used = 0
  for (let i = 0; i < text.length; i++) {
    used += WIDE_CHARACTER.test(text[i]!) ? 2 : 1
    if (used > width) return i
  }
  return text.length
}

/**
 * A section's excerpt: its opening, EXCERPT_LENGTH columns long, so a result is about two lines
 * in every script (140 Chinese characters took twice the room of 140 Latin ones, and twice the
 * bytes in the results page's first download).
 */
function excerpt(blocks: string): string {
  const text = blocks.replaceAll(`${STEP_MARK} `, '').replace(/\s+/g, ' ')
  const fit = fitting(text, EXCERPT_LENGTH)
  if (fit === text.length) return text
  const cut = text.slice(0, fit)
  const space = cut.lastIndexOf(' ')
  return `${space > fit * 0.6 ? cut.slice(0, space) : cut}…`
}

/**
 * A field's terms in the index. Chinese text gives its words and the character pairs inside
 * them, the pairs a query can hold (lib/search/query.ts), not the pairs across two words ("器的"
 * in "控制器的"), which no query asks for: those were 29% of the Chinese index (298 -> 211 KB
 * gzip), and search found the same pages without them.
 */
function indexTerms(text: string): string[] {
  return tokenize(text, { hanPairs: 'words' })
}

/** A glossary term as one locale's index uses it: the words that name it here and in English, and the page that explains it. */
export interface GlossaryConcept {
  /** The locale's words: what its readers type, and what its translated pages say. */
  words: string[]
  /** The English words, which the English pages (most pages, in every locale) say. */
  englishWords?: string[]
  pageUrl?: string
}

/** One locale's index: the base file, the vocabulary shards, the excerpt parts, the anchors kept apart, and Ask AI's passages. */
export interface BuiltIndex {
  index: SearchIndexFile
  shards: SearchShardFile[]
  excerpts: ExcerptsPart[]
  anchors: AnchorsFile
  /** Ask AI's passages (lib/ask): each section's full text, and the pages of this index it links to. */
  passages: PassagesFile
}

/**
 * Builds one locale's index over its sections. `concepts` are the glossary's terms, each as the
 * words that name it in this locale and in English (lib/data/glossary.ts): a query that holds
 * one of them also searches the others.
 */
export async function buildSearchIndex(locale: string, sections: Section[], concepts: GlossaryConcept[] = []): Promise<BuiltIndex> {
  const fieldTerms: Record<Field, string[]>[] = []
  const frequency = new Map<string, number>()
  const pages: StoredPage[] = []
  const pageIndex = new Map<string, number>()
  const stored: SectionEntry[] = []
  const excerpts: ExcerptsPart = []
  const anchors: AnchorsFile = {}
  const texts: string[] = []
  sections.forEach((section, id) => {
    const fields = {
      // A page shown in English with a title in the locale's language: both titles on its intro,
      // the English one (the language of its sections) on the others, as a title is on every
      // section; both on every section would double the title's postings.
      title: indexTerms(section.altTitle === undefined ? section.title : section.heading === null ? `${section.title} ${section.altTitle}` : section.altTitle),
      heading: indexTerms(section.heading ?? ''),
      label: indexTerms(section.label),
      text: indexTerms(section.impliedWords ? `${section.text} ${section.impliedWords}` : section.text),
      // Chinese keywords and descriptions like the other fields, by their words and the pairs
      // inside them: a page not translated yet has no Chinese body, and its keywords are the only
      // Chinese words it has; a word the segmenter splits ("华为" in "华为逆变器") is then still found.
      keywords: indexTerms(`${section.keywords ?? ''} ${section.description ?? ''}`),
    }
    for (const term of new Set(Object.values(fields).flat())) frequency.set(term, (frequency.get(term) ?? 0) + 1)
    // The body's postings without the locale's stop words: in a body they say nothing of what a
    // section is about and hold an eighth to a fifth of its postings. They stay in the vocabulary
    // (a misspelled one is still read as a stop word) and in titles and headings.
    fieldTerms.push({ ...fields, text: fields.text.filter((term) => !isStopWord(term, locale)) })
    let page = pageIndex.get(section.pageUrl)
    if (page === undefined) {
      page = pages.push({ url: section.pageUrl, title: section.title, label: section.label, lang: section.lang }) - 1
      pageIndex.set(section.pageUrl, page)
    }
    const anchor = section.url.slice(section.pageUrl.length + 1)
    const apart = anchorIsApart(anchor, section.heading ?? '')
    if (apart) anchors[id] = anchor
    stored.push(sectionEntry(page, anchor, section.heading ?? ''))
    excerpts.push(excerptEntry(excerpt(section.text), apart ? anchor : undefined))
    texts.push(section.text)
  })
  const terms = [...frequency.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const postings = rankSlots(fieldTerms)
  const shards = splitIntoShards(terms, frequency, postings)
  const shardStarts = shards.map((s, n) => (n === 0 ? '' : shardStart(shards[n - 1]!.terms.at(-1) ?? '', s.terms[0]!)))
  const glossary = glossaryTable(locale, concepts, frequency, shardStarts, pageIndex)
  const loans = loanwords(terms)
  const excerptParts = splitExcerpts(excerpts, stored.map(([page]) => page))
  return {
    index: { version: INDEX_FORMAT_VERSION, locale, pages, sections: stored, shards: shardStarts, excerptParts: excerptParts.map((part) => part.start), glossaryShards: glossary.homes },
    shards: shards.map((s, n) => shardFile(s.terms, frequency, postings, glossary.byShard[n]!, loans)),
    excerpts: excerptParts.map((part) => part.excerpts),
    anchors,
    passages: { texts, links: passageLinks(sections, pageIndex) },
  }
}

/**
 * Consecutive runs of excerpts of about EXCERPT_PART_TARGET_GZIP each, with the section id each
 * starts at. A part holds whole pages: a query's hits are often several sections of one page, and
 * a page cut in two cost them a second part. A part ends before a page when it has reached the
 * target, or when the page would take it further past the target than it stays short without it.
 */
function splitExcerpts(excerpts: ExcerptsPart, pageOf: number[]): { start: number; excerpts: ExcerptsPart }[] {
  const parts: { start: number; excerpts: ExcerptsPart }[] = []
  const gzipBytes = (texts: ExcerptsPart) => gzipSync(JSON.stringify(texts)).length
  for (const { start, end } of pageRuns(pageOf)) {
    const page = excerpts.slice(start, end)
    const current = parts.at(-1)
    if (current) {
      const without = gzipBytes(current.excerpts)
      const overshoot = without < EXCERPT_PART_TARGET_GZIP ? gzipBytes([...current.excerpts, ...page]) - EXCERPT_PART_TARGET_GZIP : Infinity
      if (overshoot <= EXCERPT_PART_TARGET_GZIP - without) {
        current.excerpts.push(...page)
        continue
      }
    }
    parts.push({ start, excerpts: page })
  }
  return parts
}

/** The runs of consecutive section ids of one page, in order. */
function pageRuns(pageOf: number[]): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = []
  pageOf.forEach((page, id) => {
    if (id === 0 || page !== pageOf[id - 1]) runs.push({ start: id, end: id + 1 })
    else runs.at(-1)!.end = id + 1
  })
  return runs
}

/**
 * Consecutive runs of the sorted vocabulary of about SHARD_TARGET_BYTES of JSON each (at least
 * one shard, which may be empty). The base file names each by its first term, the first by ''.
 */
/**
 * A shard's name in the base file: the shortest start of its first term that sorts after the
 * shard before it ("modbu" for "modbus" after "modbrugs"), so a stem or half word that only this
 * shard can hold ("modbu") names this shard alone, not the one before as well.
 */
function shardStart(previousLast: string, first: string): string {
  for (let length = 1; length < first.length; length++) {
    const start = first.slice(0, length)
    if (start > previousLast) return start
  }
  return first
}

function sharedPrefix(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

function splitIntoShards(terms: string[], frequency: Map<string, number>, postings: FieldPostings): { terms: string[] }[] {
  const shards: { terms: string[] }[] = [{ terms: [] }]
  let bytes = 0
  let previous = ''
  for (const term of terms) {
    let size = term.length + String(frequency.get(term)).length + 2
    for (const field of FIELDS) {
      const slots = postings.get(field)!.get(term)
      if (slots) size += JSON.stringify(slots).length
    }
    // A full shard ends between two words of different families, so that a half-typed word's
    // completions ("modbu" → "modbus", "modbustcp") come in one shard, not two; up to a limit.
    const full = bytes + size > SHARD_TARGET_BYTES
    const sameFamily = sharedPrefix(previous, term) >= SHARD_FAMILY_PREFIX
    if (bytes > 0 && full && (!sameFamily || bytes + size > SHARD_TARGET_BYTES * SHARD_STRETCH)) {
      shards.push({ terms: [] })
      bytes = 0
    }
    shards[shards.length - 1]!.terms.push(term)
    bytes += size
    previous = term
  }
  return shards
}

/**
 * The glossary as the index can use it, spread over the shards so that a query loads only what
 * it holds: each phrase of the locale's language a reader may type, filed in the shard of its
 * lookup term (which a query holding it loads anyway) with the number of its term; and each
 * term, filed in the shard of its first phrase (its home, named in the base file), with the
 * page that explains it and the phrases that name it here or in English and occur in this index
 * (a phrase that occurs nowhere could match nothing).
 */
function glossaryTable(
  locale: string,
  concepts: GlossaryConcept[],
  frequency: Map<string, number>,
  shardStarts: string[],
  pageIndex: Map<string, number>,
): { homes: number[]; byShard: { phrases?: Record<string, number>; terms?: Record<number, GlossaryTerm> }[] } {
  const shardOf = (term: string) => {
    let shard = 0
    while (shard + 1 < shardStarts.length && shardStarts[shard + 1]! <= term) shard++
    return shard
  }
  const byShard: { phrases?: Record<string, number>; terms?: Record<number, GlossaryTerm> }[] = shardStarts.map(() => ({}))
  const homes: number[] = []
  const owner = new Map<string, number>()
  const occurs = (key: string) => phraseTerms(key).every((term) => frequency.has(term))
  // A phrase that is one stop word ("can" for a CAN bus) would match every question.
  const keysOf = (words: string[]) => [...new Set(words.map(phraseKey).filter((key) => key && !isStopWord(key, locale)))]
  for (const { words, englishWords = [], pageUrl } of concepts) {
    const keys = keysOf(words)
    const page = pageUrl === undefined ? -1 : (pageIndex.get(pageUrl) ?? -1)
    const present = [...new Set([...keys, ...keysOf(englishWords)])].filter(occurs)
    if (keys.length === 0 || (present.length === 0 && page < 0)) continue
    const n = homes.length
    const home = shardOf(phraseLookupTerm(keys[0]!))
    homes.push(home)
    ;(byShard[home]!.terms ??= {})[n] = [page, ...present]
    // A word two terms share (allowed across languages: "batterie" is French and German) keeps the first.
    for (const key of keys) if (!owner.has(key)) owner.set(key, n)
  }
  for (const key of [...owner.keys()].sort()) {
    const record = (byShard[shardOf(phraseLookupTerm(key))]!.phrases ??= {})
    record[key] = owner.get(key)!
  }
  return { homes, byShard }
}

function shardFile(
  terms: string[],
  frequency: Map<string, number>,
  postings: FieldPostings,
  glossary: { phrases?: Record<string, number>; terms?: Record<number, GlossaryTerm> },
  loans: Map<string, string[]>,
): SearchShardFile {
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
    ...(glossary.phrases ? { glossary: glossary.phrases } : {}),
    ...(glossary.terms ? { glossaryTerms: glossary.terms } : {}),
    ...loansOf(terms, loans),
  }
}

/** The loans of a shard's Latin words (lib/search/transliteration.ts), when it has any. */
function loansOf(terms: string[], loans: Map<string, string[]>): Pick<SearchShardFile, 'loans'> {
  const own = terms.filter((term) => loans.has(term))
  return own.length > 0 ? { loans: Object.fromEntries(own.map((term) => [term, loans.get(term)!])) } : {}
}

/** The pages of this index each section links to, by section id (links to pages outside it, such as unlisted ones, dropped). */
function passageLinks(sections: Section[], pageIndex: Map<string, number>): PassagesFile['links'] {
  const links: PassagesFile['links'] = {}
  sections.forEach((section, id) => {
    const pages = [...new Set((section.links ?? []).map((url) => pageIndex.get(url)).filter((page) => page !== undefined))]
    if (pages.length > 0) links[id] = pages
  })
  return links
}
