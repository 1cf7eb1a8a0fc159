import type { LoadedIndex } from '../search/query'
import { searchSections } from '../search/query'
import { isStopWord } from '../search/stopwords'
import { isHanTerm, lightStem, tokenize } from '../search/tokenize'
import { splitSentences } from './sentences'
import type { AnswerSource, ExtractiveAnswer, PassagesFile } from './types'

export interface AskOptions {
  /** The previous question of the conversation, for short follow-ups ("and for SolarEdge?"). */
  previous?: string
  /** Sections used as context and sources. */
  passages?: number
  /** Sentences in the answer. */
  sentences?: number
}

const MIN_COVERAGE = 0.5

/**
 * Meaningful terms of a question: stop and question words removed (unless that leaves nothing).
 * Chinese counts by words, not by the bigrams the index also holds: a bigram across two words
 * ("要开") is no evidence of an answer.
 */
export function questionTerms(question: string): string[] {
  const terms = [...new Set(tokenize(question))]
  const words = terms.filter((t) => !isHanTerm(t) || hanWords(question).has(t))
  const meaningful = words.filter((t) => !isStopWord(t))
  return meaningful.length > 0 ? meaningful : terms
}

function hanWords(text: string): Set<string> {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return new Set(tokenize(text).filter(isHanTerm))
  const segmenter = new Intl.Segmenter('zh-Hans', { granularity: 'word' })
  return new Set([...segmenter.segment(text)].filter((s) => s.isWordLike && /\p{Script=Han}/u.test(s.segment) && [...s.segment].length > 1).map((s) => s.segment))
}

/** A follow-up with few words of its own borrows the meaningful words of the previous question. */
export function contextualQuestion(question: string, previous?: string): string {
  if (!previous) return question
  return questionTerms(question).length <= 2 ? `${question} ${questionTerms(previous).join(' ')}` : question
}

/** Rarity of a term in the docs; a word the docs never use (a typo, a form they don't use) counts like a common one. */
function idf(index: LoadedIndex, term: string): number {
  const df = index.frequency.get(term)
  if (df === undefined) return 1
  return Math.log(1 + index.stored.length / (1 + df))
}

/** Terms of a text that match the question: exactly, by word family, or as a completion. */
function matchedTerms(textTerms: Set<string>, queryTerms: string[]): string[] {
  return queryTerms.filter((q) => {
    if (textTerms.has(q)) return true
    if (isHanTerm(q) || q.length < 4) return false
    const stem = lightStem(q)
    for (const t of textTerms) if (t.startsWith(q) || (q.startsWith(t) && t.length >= 4) || lightStem(t) === stem) return true
    return false
  })
}

/**
 * An extractive answer from the documentation: the sections that match the question best, and
 * the sentences in them that answer it, each with its citation. No model, no network.
 */
export function answerQuestion(index: LoadedIndex, passagesFile: PassagesFile, question: string, options: AskOptions = {}): ExtractiveAnswer {
  const maxPassages = options.passages ?? 4
  const maxSentences = options.sentences ?? 3
  const full = contextualQuestion(question.slice(0, 500), options.previous)
  const terms = questionTerms(full)
  const empty: ExtractiveAnswer = { found: false, sentences: [], sources: [], passages: [] }
  if (terms.length === 0) return empty

  // Rare words carry a question ("werkseinstellungen"); common ones ("setze", "controller") hardly.
  const weight = new Map(terms.map((t) => [t, idf(index, t)]))
  const { hits } = searchSections(index, terms.join(' '), { limit: 30, perPage: 3, weigh: (t) => weight.get(t) ?? 0.5 })
  // Re-rank the candidates for the question: how much of it (weighted by rarity) the section
  // covers, with extra weight for words its title or heading carries.
  const totalWeight = terms.reduce((sum, t) => sum + weight.get(t)!, 0)
  const share = (words: Set<string>) => matchedTerms(words, terms).reduce((sum, t) => sum + weight.get(t)!, 0) / totalWeight
  const candidates = hits
    .map((hit, rank) => {
      const text = passagesFile[hit.id] ?? ''
      const coverage = share(new Set(tokenize(`${hit.title} ${hit.heading ?? ''} ${text}`)))
      const titled = share(new Set(tokenize(`${hit.title} ${hit.heading ?? ''}`)))
      const general = 0.3 / (1 + hit.url.split('#')[0]!.split('/').filter(Boolean).length)
      return { hit, text, coverage, score: coverage * 2 + titled * 1.5 + 0.5 / (1 + rank / 4) + general }
    })
    .filter((c) => c.text)
    .sort((a, b) => b.score - a.score)
    .slice(0, maxPassages)
  if (candidates.length === 0 || candidates[0]!.coverage < MIN_COVERAGE) return empty

  const sources: AnswerSource[] = candidates.map((c, i) => ({
    n: i + 1,
    url: c.hit.url,
    title: c.hit.title,
    label: c.hit.label,
    heading: c.hit.heading,
  }))

  // Score every sentence of the retrieved passages; prefer the better passages.
  const scored = candidates.flatMap((c, passageIndex) =>
    splitSentences(c.text, c.hit.lang).map((text, position) => {
      const words = tokenize(text)
      const matched = matchedTerms(new Set(words), terms)
      const overlap = matched.reduce((sum, t) => sum + weight.get(t)!, 0) / totalWeight
      const lengthFit = words.length < 4 ? 0.4 : words.length > 60 ? 0.7 : 1
      return { text, cite: passageIndex + 1, position, score: overlap * lengthFit * (1 - passageIndex * 0.12) }
    }),
  )
  const chosen = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .reduce<typeof scored>((picked, s) => {
      if (picked.length >= maxSentences) return picked
      if (picked.filter((p) => p.cite === s.cite).length >= 2) return picked
      if (picked.some((p) => p.text === s.text)) return picked
      return [...picked, s]
    }, [])
  if (chosen.length === 0 || chosen[0]!.score < 0.25) return empty

  // Keep sentences of one source together and in their reading order.
  chosen.sort((a, b) => a.cite - b.cite || a.position - b.position)
  const used = [...new Set(chosen.map((s) => s.cite))]
  const renumber = new Map(used.map((cite, i) => [cite, i + 1]))
  return {
    found: true,
    sentences: chosen.map((s) => ({ text: s.text, cite: renumber.get(s.cite)! })),
    sources: used.map((cite) => ({ ...sources[cite - 1]!, n: renumber.get(cite)! })),
    passages: candidates.map((c, i) => ({ source: sources[i]!, text: c.text })),
  }
}
