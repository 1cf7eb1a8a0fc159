import { searchSections, type LoadedIndex } from './query'
import { isStopWord } from './stopwords'
import { isLatinWord, tokenize } from './tokenize'

/** Sections a warm-up word appears in: enough to run every loop, few enough to stay cheap. */
const WARM_UP_FREQUENCY = 20
/** Runs of the warm-up queries: compiled code comes after a function has run a few times. */
const WARM_UP_ROUNDS = 3
/** Words of the warm-up question: as long as the questions readers type. */
const QUESTION_WORDS = 8

/**
 * Runs throwaway queries right after the index loads, so that the reader's first queries do
 * not pay for compiling the query code: a fresh worker runs it interpreted, several times slower
 * (in Chromium the first query of a worker took 5–12 ms, the next ones 1–2 ms). One query is
 * made of one of the index's own words and takes the paths keyword queries take: the word, a
 * misspelling of it (typo candidates) and its first letters (completions); the other is a whole
 * question of common words, the paths of the longest queries. Each runs a few times, as V8
 * compiles a function only after some runs: worker time per query, p95 over the bench's 395
 * queries, 8.7–9.4 → 6.7–7.7 ms on a slow host (the warm-up itself: about 50–80 ms, once).
 */
export function warmUpSearch(index: LoadedIndex): void {
  // One-time set-up that would otherwise fall on the reader's first query: the stop-word list,
  // and the Chinese word segmenter, which loads its dictionary on first use.
  isStopWord('', index.locale)
  if (index.hasHan) tokenize('中文')
  let word = ''
  let distance = Infinity
  for (const [term, count] of index.frequency) {
    if (term.length < 5 || !isLatinWord(term)) continue
    const d = Math.abs(count - WARM_UP_FREQUENCY)
    if (d < distance) [word, distance] = [term, d]
  }
  if (!word) return
  // Two letters swapped: not the word itself, but within the typo budget of one edit.
  const keywords = `${word} ${word[0]}${word[2]}${word[1]}${word.slice(3)} ${word.slice(0, 3)}`
  const question = wholeQuestion(index)
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    searchSections(index, keywords)
    if (question) searchSections(index, question, { finished: true })
  }
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
