import { prepareIndex, searchSections, type LoadedIndex } from './query'
import { createIndex } from './loaded-index'
import type { SearchIndexFile } from './types'
import { isStopWord } from './stopwords'
import { isHanTerm, isLatinWord, tokenize } from './tokenize'

/** Sections a warm-up word appears in: enough to run every loop, few enough to stay cheap. */
const WARM_UP_FREQUENCY = 20
/** Runs of the warm-up queries: compiled code comes after a function has run a few times. */
const WARM_UP_ROUNDS = 3
/** Words of the warm-up question: as long as the questions readers type. */
const QUESTION_WORDS = 8
/**
 * Headings searched in the warm-up, spread over the index. One word and one common-word question
 * leave most of the paths a reader's query takes cold (accents, units, glossary phrases, words of
 * another script, long questions); the index's own headings take them. On 395 queries, first run
 * in a fresh process per locale (Node, this host): p95 7.8 ms with the two queries alone, 7.3 ms
 * with 12 headings, 3.0 ms with 40 (about 250 ms of warm-up, in steps). In Chromium, the bench's
 * way (the queries typed at once after Ctrl+K, so the first ones run during the warm-up), same
 * runs: p95 5.2–5.7 → 3.7–4.4 ms.
 */
const WARM_UP_HEADINGS = 40
/** Letters a heading loses to be searched half-typed (the completions' path). */
const HALF_TYPED = 2

/**
 * Throwaway queries for right after the index loads, so that the reader's queries do not pay
 * for compiling the query code: a fresh worker runs it interpreted, several times slower (in
 * Chromium the first query of a worker took 5–12 ms, the next ones 1–2 ms). One query is made
 * of one of the index's own words and takes the paths keyword queries take: the word, a
 * misspelling of it (typo candidates) and its first letters (completions); another is a whole
 * question of common words; then headings of the index, half-typed and whole. Each step is one
 * or two queries (a few milliseconds): the worker runs one step per task, so that a reader's
 * query waits behind one step at most, never behind the whole warm-up.
 */
export function* warmUpSteps(index: LoadedIndex): Generator<void, void, void> {
  prepareQueries(index)
  yield
  const word = commonWord(index)
  if (!word) return
  // Two letters swapped: not the word itself, but within the typo budget of one edit.
  const keywords = `${word} ${word[0]}${word[2]}${word[1]}${word.slice(3)} ${word.slice(0, 3)}`
  const question = wholeQuestion(index)
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    searchSections(index, keywords)
    yield
    if (!question) continue
    searchSections(index, question, { finished: true })
    yield
  }
  for (const heading of spreadHeadings(index, WARM_UP_HEADINGS)) {
    searchSections(index, heading.slice(0, -HALF_TYPED))
    searchSections(index, heading, { finished: true })
    yield
  }
}

/**
 * One-time set-up that would otherwise fall on the reader's first query, which often comes
 * before the whole index is there: the stop-word list, and the Chinese word segmenter, which
 * loads its dictionary on first use (the base file's shard starts show whether the index has
 * Chinese words before any shard is loaded), and the tables of prepareIndex.
 */
export function prepareQueries(index: LoadedIndex): void {
  isStopWord('', index.locale)
  if (index.hasHan || index.shardStarts.some(isHanTerm)) tokenize('中文')
  prepareIndex(index)
}

/** Headings searched on the base file alone, as the worker starts (warmUpStepsOnBase). */
const BASE_WARM_UP_HEADINGS = 3

/**
 * The first warm-up, while the worker waits for the shards of the reader's first query: that
 * query comes before the whole index and its warm-up (warmUpSteps), so it ran the query code
 * cold. A few of the index's headings, half-typed and whole, searched on a copy of the base file
 * with no shard (they match nothing, but tokenizing, stop words, query units and ranking run
 * once). In Node, a fresh process's first query after it: en 11.5 → 5.1 ms, de 10.4 → 3.4 ms,
 * ar 8.0 → 5.4 ms, for about 10 ms of warm-up, one heading per step.
 */
export function* warmUpStepsOnBase(base: SearchIndexFile, index?: LoadedIndex): Generator<void, void, void> {
  const bare = createIndex(base)
  prepareQueries(bare)
  yield
  // The index the reader's queries run on: what its first query would build otherwise.
  if (index) {
    prepareIndex(index)
    yield
  }
  for (const heading of spreadHeadings(bare, BASE_WARM_UP_HEADINGS)) {
    searchSections(bare, heading.slice(0, -HALF_TYPED))
    searchSections(bare, heading, { finished: true })
    yield
  }
}

/** The whole warm-up at once (the CLIs and tests; the worker runs it step by step). */
export function warmUpSearch(index: LoadedIndex): void {
  for (const _ of warmUpSteps(index));
}

/** A Latin word of the index about WARM_UP_FREQUENCY sections use. */
function commonWord(index: LoadedIndex): string {
  let word = ''
  let distance = Infinity
  for (const [term, count] of index.frequency) {
    if (term.length < 5 || !isLatinWord(term)) continue
    const d = Math.abs(count - WARM_UP_FREQUENCY)
    if (d < distance) [word, distance] = [term, d]
  }
  return word
}

/** A whole question made of the index's own common words (the longest queries take the most paths). */
function wholeQuestion(index: LoadedIndex): string {
  const words: string[] = []
  for (const [term, count] of index.frequency) {
    if (count >= WARM_UP_FREQUENCY && term.length >= 4 && !isStopWord(term, index.locale)) words.push(term)
    if (words.length === QUESTION_WORDS) break
  }
  return words.join(' ')
}

/** The headings (a page's title for its intro) of `count` sections evenly spread over the index. */
function spreadHeadings(index: LoadedIndex, count: number): string[] {
  const total = index.stored.length
  const picked = Math.min(count, total)
  return Array.from({ length: picked }, (_, i) => {
    const section = index.stored[Math.floor(((i + 0.5) * total) / picked)]!
    return section.heading ?? section.title
  })
}
