import { answerQuestion } from '@/lib/ask/answer'
import type { ExtractiveAnswer, PassagesFile } from '@/lib/ask/types'
import { docUrl } from '@/lib/content/urls'
import type { LoadedIndex } from '@/lib/search/query'
import { readPassages, readSearchIndex } from '@/lib/search/read-index-files'
import { ASK_QUESTIONS } from './tuning/ask-questions'

/** A question with the pages a good answer cites (the tuning and held-out sets have this shape). */
export interface ScoredQuestion {
  locale: string
  question: string
  expect: string[]
}

export interface AskEvaluation<Q extends ScoredQuestion = ScoredQuestion> {
  results: { question: Q; answer: ExtractiveAnswer; cited: boolean; ms: number }[]
  citationRate: number
}

/** Asks every question (default: the tuning set) with the worker's module and checks an expected page is cited. */
export async function evaluateAsk<Q extends ScoredQuestion>(outDir = process.env.E2E_OUT ?? 'out', questions: Q[] = ASK_QUESTIONS as unknown as Q[]): Promise<AskEvaluation<Q>> {
  const loaded = new Map<string, { index: LoadedIndex; passages: PassagesFile }>()
  const results: AskEvaluation<Q>['results'] = []
  for (const question of questions) {
    let data = loaded.get(question.locale)
    if (!data) {
      data = { index: readSearchIndex(outDir, question.locale), passages: readPassages(outDir, question.locale) }
      loaded.set(question.locale, data)
    }
    const start = performance.now()
    const answer = answerQuestion(data.index, data.passages, question.question)
    const ms = performance.now() - start
    const wanted = new Set(question.expect.map((doc) => docUrl(question.locale as never, doc)))
    const cited = answer.found && answer.sources.some((s) => wanted.has(s.url.split('#')[0]!))
    results.push({ question, answer, cited, ms })
  }
  return { results, citationRate: results.length ? results.filter((r) => r.cited).length / results.length : 0 }
}
