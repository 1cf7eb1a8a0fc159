import { searchSections, type LoadedIndex } from './query'
import { isStopWord } from './stopwords'
import { isLatinWord, tokenize } from './tokenize'

/** Sections a warm-up word appears in: enough to run every loop, few enough to stay cheap. */
const WARM_UP_FREQUENCY = 20

/**
 * Runs one throwaway query right after the index loads, so that the reader's first query does
 * not pay for compiling the query code: a fresh worker runs it interpreted, several times slower
 * (in Chromium the first query of a worker took 5–12 ms, the next ones 1–2 ms). The query is
 * made of one of the index's own words and takes the paths real queries take: the word, a
 * misspelling of it (typo candidates) and its first letters (completions).
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
  searchSections(index, `${word} ${word[0]}${word[2]}${word[1]}${word.slice(3)} ${word.slice(0, 3)}`)
}
