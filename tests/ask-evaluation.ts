import { answerQuestion } from '@/lib/ask/answer'
import type { ExtractiveAnswer, PassagesFile } from '@/lib/ask/types'
import { docUrl } from '@/lib/content/urls'
import type { LoadedIndex } from '@/lib/search/query'
import { readPassages, readSearchIndex } from '@/lib/search/read-index-files'
import { ASK_QUESTIONS, type AskQuestion } from './ask-questions'

export interface AskEvaluation {
  results: { question: AskQuestion; answer: ExtractiveAnswer; cited: boolean; ms: number }[]
  citationRate: number
}

/** Asks every test question with the worker's module and checks the expected page is cited. */
export async function evaluateAsk(outDir = process.env.E2E_OUT ?? 'out'): Promise<AskEvaluation> {
  const loaded = new Map<string, { index: LoadedIndex; passages: PassagesFile }>()
  const results: AskEvaluation['results'] = []
  for (const question of ASK_QUESTIONS) {
    let data = loaded.get(question.locale)
    if (!data) {
      data = { index: readSearchIndex(outDir, question.locale), passages: readPassages(outDir, question.locale) }
      loaded.set(question.locale, data)
    }
    const start = performance.now()
    const answer = answerQuestion(data.index, data.passages, question.question)
    const ms = performance.now() - start
    const wanted = new Set(question.expect.map((doc) => docUrl(question.locale, doc)))
    const cited = answer.found && answer.sources.some((s) => wanted.has(s.url.split('#')[0]!))
    results.push({ question, answer, cited, ms })
  }
  return { results, citationRate: results.filter((r) => r.cited).length / results.length }
}
