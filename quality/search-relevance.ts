import { docUrl } from '@/lib/content/urls'
import { searchSections, type LoadedIndex } from '@/lib/search/query'
import { readSearchIndex } from '@/lib/search/read-index-files'
import { RELEVANCE_QUERIES } from './tuning/search-queries'

/** A query with the pages that answer it (the tuning set's and the held-out set's have this shape). */
export interface ScoredQuery {
  locale: string
  query: string
  /** Doc paths; a hit is any of them. */
  expect: string[]
  kind: string
}

export interface RelevanceResult<Q extends ScoredQuery = ScoredQuery> {
  query: Q
  /** 1-based rank of the first expected page among the result pages; 0 when absent from the top 10. */
  rank: number
  pages: string[]
}

export interface RelevanceScores {
  queries: number
  hitAt1: number
  hitAt5: number
  mrrAt10: number
}

export interface RelevanceReport<Q extends ScoredQuery = ScoredQuery> extends RelevanceScores {
  results: RelevanceResult<Q>[]
  /** The same scores per language group: en, the Latin-script locales, ch, ar, hi. */
  groups: Record<LanguageGroup, RelevanceScores>
}

export const LANGUAGE_GROUPS = ['en', 'latin', 'ch', 'ar', 'hi'] as const
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number]

export function languageGroup(locale: string): LanguageGroup {
  return locale === 'en' || locale === 'ch' || locale === 'ar' || locale === 'hi' ? locale : 'latin'
}

export function relevanceScores(results: { rank: number }[]): RelevanceScores {
  const share = (predicate: (r: { rank: number }) => boolean) => (results.length ? results.filter(predicate).length / results.length : 0)
  return {
    queries: results.length,
    hitAt1: share((r) => r.rank === 1),
    hitAt5: share((r) => r.rank >= 1 && r.rank <= 5),
    mrrAt10: results.length ? results.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / results.length : 0,
  }
}

/** Runs queries (default: the tuning set) against the exported indexes and scores them per page. */
export async function evaluateRelevance<Q extends ScoredQuery>(outDir = process.env.E2E_OUT ?? 'out', queries: Q[] = RELEVANCE_QUERIES as unknown as Q[]): Promise<RelevanceReport<Q>> {
  const indexes = new Map<string, LoadedIndex>()
  const results: RelevanceResult<Q>[] = []
  for (const query of queries) {
    let index = indexes.get(query.locale)
    if (!index) {
      index = readSearchIndex(outDir, query.locale)
      indexes.set(query.locale, index)
    }
    const { hits } = searchSections(index, query.query)
    const pages = [...new Set(hits.map((h) => h.url.split('#')[0]!))].slice(0, 10)
    const wanted = new Set(query.expect.map((doc) => docUrl(query.locale as never, doc)))
    const rank = pages.findIndex((p) => wanted.has(p)) + 1
    results.push({ query, rank, pages })
  }
  const groups = Object.fromEntries(
    LANGUAGE_GROUPS.map((group) => [group, relevanceScores(results.filter((r) => languageGroup(r.query.locale) === group))]),
  ) as Record<LanguageGroup, RelevanceScores>
  return { results, ...relevanceScores(results), groups }
}
