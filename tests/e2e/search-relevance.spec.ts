import { expect, test } from '@playwright/test'
import { evaluateRelevance } from '../search-relevance'
import { LOCALE_IDS } from '@/lib/i18n/locales'

// Relevance over the exported indexes, with the query module the worker uses.
test('search finds the answering page in every language', async () => {
  const report = await evaluateRelevance()
  const misses = report.results.filter((r) => r.rank === 0 || r.rank > 5)
  console.log(
    `search relevance over ${report.results.length} queries: hit@1 ${report.hitAt1.toFixed(3)}, ` +
      `hit@5 ${report.hitAt5.toFixed(3)}, MRR@10 ${report.mrrAt10.toFixed(3)}`,
  )
  for (const miss of misses) console.log(`  miss [${miss.query.locale}] ${miss.query.query} → ${miss.pages.slice(0, 3).join(', ')}`)
  expect(report.results.length).toBeGreaterThanOrEqual(80)
  expect(new Set(report.results.map((r) => r.query.locale))).toEqual(new Set(LOCALE_IDS))
  expect(report.hitAt5).toBeGreaterThanOrEqual(0.95)
  expect(report.mrrAt10).toBeGreaterThanOrEqual(0.85)
})
