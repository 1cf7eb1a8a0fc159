import { expect, test } from 'vitest'
import { evaluateRelevance } from '../../quality/search-relevance'
import { LOCALE_IDS } from '@/lib/i18n/locales'
import { RELEVANCE_QUERIES, SECOND_READER_QUERIES } from '../../quality/tuning/search-queries'

// Relevance over the exported indexes, with the query module the worker uses. The team's sets
// hold the bar the ranking was tuned to; the second reader batch (written later, by someone who
// had not seen the ranking) holds the level measured when it came in, so no change may lose
// ground on it (the target for reader queries is higher: hit@5 0.92).
for (const batch of [
  { name: "the team's queries", queries: () => RELEVANCE_QUERIES.filter((q) => !SECOND_READER_QUERIES.includes(q)), min: 80, hitAt5: 0.95, mrrAt10: 0.85 },
  { name: 'the second reader batch', queries: () => SECOND_READER_QUERIES, min: 48, hitAt5: 0.87, mrrAt10: 0.74 },
]) {
test(`search finds the answering page in every language: ${batch.name}`, async () => {
  const report = await evaluateRelevance(undefined, batch.queries())
  const misses = report.results.filter((r) => r.rank === 0 || r.rank > 5)
  console.log(
    `search relevance over ${report.results.length} queries: hit@1 ${report.hitAt1.toFixed(3)}, ` +
      `hit@5 ${report.hitAt5.toFixed(3)}, MRR@10 ${report.mrrAt10.toFixed(3)}`,
  )
  for (const miss of misses) console.log(`  miss [${miss.query.locale}] ${miss.query.query} → ${miss.pages.slice(0, 3).join(', ')}`)
  expect(report.results.length).toBeGreaterThanOrEqual(batch.min)
  expect(new Set(report.results.map((r) => r.query.locale))).toEqual(new Set(LOCALE_IDS))
  expect(report.hitAt5).toBeGreaterThanOrEqual(batch.hitAt5)
  expect(report.mrrAt10).toBeGreaterThanOrEqual(batch.mrrAt10)
})
}

// The worker loads only the shards a query names (lib/search/query.ts missingShards): its answer
// must be the one the whole index gives, for every kind of query (glossary phrases, stems,
// inflections, compounds, Chinese words), here over both query sets.
test('a query answers the same from the shards it loads as from the whole index', async () => {
  const fs = await import('node:fs')
  const { addAnchors, anchorEntries, createIndex, loadSearchIndex } = await import('@/lib/search/loaded-index')
  const { loadShardsFor, searchSections } = await import('@/lib/search/query')
  const { searchAnchorsPath, searchIndexPath, searchTermsPath } = await import('@/lib/search/files')
  const { RELEVANCE_QUERIES } = await import('../../quality/tuning/search-queries')
  const { HELD_OUT_QUERIES } = await import('../../quality/held-out')
  const out = process.env.E2E_OUT ?? 'out'
  const read = (sitePath: string) => JSON.parse(fs.readFileSync(`${out}${sitePath}`, 'utf8'))
  const whole = new Map<string, ReturnType<typeof loadSearchIndex>>()
  const differ: string[] = []
  for (const { locale, query } of [...RELEVANCE_QUERIES, ...HELD_OUT_QUERIES]) {
    const base = read(searchIndexPath(locale))
    const anchors = read(searchAnchorsPath(locale))
    if (!whole.has(locale)) whole.set(locale, loadSearchIndex(base, base.shards.map((_: string, n: number) => read(searchTermsPath(locale, n))), anchors))
    const partial = createIndex(base)
    addAnchors(partial, anchorEntries(anchors))
    await loadShardsFor(partial, query, async (shards) => shards.map((n) => read(searchTermsPath(locale, n))))
    if (JSON.stringify(searchSections(partial, query)) !== JSON.stringify(searchSections(whole.get(locale)!, query))) differ.push(`${locale}: ${query}`)
  }
  expect(differ).toEqual([])
})
