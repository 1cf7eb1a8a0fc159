import { docUrl } from '@/lib/content/urls'
import { searchSections, type LoadedIndex } from '@/lib/search/query'
import { readSearchIndex } from '@/lib/search/read-index-files'
import { RELEVANCE_QUERIES, type RelevanceQuery } from './search-queries'

export interface RelevanceResult {
  query: RelevanceQuery
  /** 1-based rank of the first expected page among the result pages; 0 when absent from the top 10. */
  rank: number
  pages: string[]
}

export interface RelevanceReport {
  results: RelevanceResult[]
  hitAt1: number
  hitAt5: number
  mrrAt10: number
}

/** Runs the relevance queries against the exported indexes and scores them per page. */
export async function evaluateRelevance(outDir = process.env.E2E_OUT ?? 'out'): Promise<RelevanceReport> {
  const indexes = new Map<string, LoadedIndex>()
  const results: RelevanceResult[] = []
  for (const query of RELEVANCE_QUERIES) {
    let index = indexes.get(query.locale)
    if (!index) {
      index = readSearchIndex(outDir, query.locale)
      indexes.set(query.locale, index)
    }
    const { hits } = searchSections(index, query.query)
    const pages = [...new Set(hits.map((h) => h.url.split('#')[0]!))].slice(0, 10)
    const wanted = new Set(query.expect.map((doc) => docUrl(query.locale, doc)))
    const rank = pages.findIndex((p) => wanted.has(p)) + 1
    results.push({ query, rank, pages })
  }
  const share = (predicate: (r: RelevanceResult) => boolean) => results.filter(predicate).length / results.length
  return {
    results,
    hitAt1: share((r) => r.rank === 1),
    hitAt5: share((r) => r.rank >= 1 && r.rank <= 5),
    mrrAt10: results.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / results.length,
  }
}
