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

// The worker loads only the shards a query names (lib/search/query.ts missingShards): its answer
// must be the one the whole index gives, for every kind of query (glossary phrases, stems,
// inflections, compounds, Chinese words), here over both query sets.
test('a query answers the same from the shards it loads as from the whole index', async () => {
  const fs = await import('node:fs')
  const { createIndex, loadSearchIndex } = await import('@/lib/search/loaded-index')
  const { loadShardsFor, searchSections } = await import('@/lib/search/query')
  const { searchIndexPath, searchTermsPath } = await import('@/lib/search/files')
  const { RELEVANCE_QUERIES } = await import('../search-queries')
  const { HELD_OUT_QUERIES } = await import('../held-out')
  const out = process.env.E2E_OUT ?? 'out'
  const read = (sitePath: string) => JSON.parse(fs.readFileSync(`${out}${sitePath}`, 'utf8'))
  const whole = new Map<string, ReturnType<typeof loadSearchIndex>>()
  const differ: string[] = []
  for (const { locale, query } of [...RELEVANCE_QUERIES, ...HELD_OUT_QUERIES]) {
    const base = read(searchIndexPath(locale))
    if (!whole.has(locale)) whole.set(locale, loadSearchIndex(base, base.shards.map((_: string, n: number) => read(searchTermsPath(locale, n)))))
    const partial = createIndex(base)
    await loadShardsFor(partial, query, async (shards) => shards.map((n) => read(searchTermsPath(locale, n))))
    if (JSON.stringify(searchSections(partial, query)) !== JSON.stringify(searchSections(whole.get(locale)!, query))) differ.push(`${locale}: ${query}`)
  }
  expect(differ).toEqual([])
})
