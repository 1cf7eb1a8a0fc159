import { DEFAULT_LOCALE } from '../i18n/locales'
import { isHanTerm, normalizeWord } from './tokenize'
import { STOP_WORD_LISTS } from './stopword-lists'

const byLocale = new Map<string, Set<string>>()

/**
 * Whether a term is a stop word for a locale's readers: a word of its language's list or of
 * English (readers mix in English words), normalised like terms. Stop words still match, but
 * weigh less than the other words.
 */
export function isStopWord(term: string, locale: string): boolean {
  let words = byLocale.get(locale)
  if (!words) {
    const lists = [STOP_WORD_LISTS[locale] ?? '', locale === DEFAULT_LOCALE ? '' : (STOP_WORD_LISTS[DEFAULT_LOCALE] ?? '')]
    words = new Set(lists.flatMap((list) => list.split(' ').filter(Boolean).map((word) => (isHanTerm(word) ? word : normalizeWord(word)))))
    byLocale.set(locale, words)
  }
  if (words.has(term)) return true
  // A pair of Chinese characters that are each a stop word ("能在": can + at) spans two of them.
  if (!isHanTerm(term)) return false
  const chars = [...term]
  return chars.length === 2 && chars.every((char) => words!.has(char))
}
