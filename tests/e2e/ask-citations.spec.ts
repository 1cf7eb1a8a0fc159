import { expect, test } from '@playwright/test'
import { evaluateAsk } from '../ask-evaluation'

// Ask AI without a model: the answer must cite the page that answers the question.
test('Ask AI cites the answering page for at least 90% of reader questions', async () => {
  const { results, citationRate } = await evaluateAsk()
  console.log(`Ask AI citation hit rate: ${results.filter((r) => r.cited).length}/${results.length} = ${citationRate.toFixed(3)}`)
  for (const r of results.filter((r) => !r.cited)) {
    console.log(`  miss [${r.question.locale}] ${r.question.question} → ${r.answer.found ? r.answer.sources.map((s) => s.url).join(', ') : 'nothing found'}`)
  }
  expect(results.length).toBeGreaterThanOrEqual(40)
  expect(new Set(results.map((r) => r.question.locale)).size).toBeGreaterThanOrEqual(5)
  expect(citationRate).toBeGreaterThanOrEqual(0.9)
})

test('Ask AI says so when the documentation has no answer', async () => {
  const { answerQuestion } = await import('@/lib/ask/answer')
  const { results } = await evaluateAsk()
  expect(results.length).toBeGreaterThan(0)
  // Reuse the English index through a fresh evaluation of unrelated questions.
  const { readPassages, readSearchIndex } = await import('@/lib/search/read-index-files')
  const out = process.env.E2E_OUT ?? 'out'
  const index = readSearchIndex(out, 'en')
  const passages = readPassages(out, 'en')
  for (const question of ['What is the capital of France?', 'Who won the football world cup in 1998?', 'recipe for chocolate cake']) {
    expect(answerQuestion(index, passages, question).found, question).toBe(false)
  }
})
