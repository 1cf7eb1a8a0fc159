import type { SearchHit, SearchResponse } from './types'
import { tokenize } from './tokenize'

/** A DocSearch-compatible hosted index (Algolia API) from the site config (`hostedSearch`). */
export interface HostedSearchConfig {
  appId: string
  apiKey: string
  indexName: string
  host: string
}

interface HostedHit {
  objectID?: string
  url: string
  hierarchy?: Record<string, string | null>
}

/** The query request: the locale's language and the docs version as facet filters. */
export function hostedSearchRequest(config: HostedSearchConfig, query: string, options: { language: string; version: string; limit: number }) {
  return {
    url: `${config.host.replace(/\/+$/, '')}/1/indexes/${encodeURIComponent(config.indexName)}/query`,
    init: {
      method: 'POST',
      headers: { 'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: query.slice(0, 500),
        hitsPerPage: options.limit,
        facetFilters: [`language:${options.language}`, `version:${options.version}`],
      }),
    },
  }
}

/**
 * Maps DocSearch records to our hits. Links into this site become site paths (navigated
 * in-app); anything else stays an absolute URL.
 */
export function mapHostedHits(hits: HostedHit[], query: string, siteOrigin: string, basePath: string, lang: string): SearchResponse {
  const terms = [...new Set(tokenize(query))]
  const mapped: SearchHit[] = hits.map((hit, id) => {
    const h = hit.hierarchy ?? {}
    const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => h[l]).filter((v): v is string => !!v)
    let url = hit.url
    const parsed = new URL(hit.url, siteOrigin)
    if (parsed.origin === new URL(siteOrigin).origin && parsed.pathname.startsWith(basePath)) {
      url = `${parsed.pathname.slice(basePath.length) || '/'}${parsed.hash}`
    }
    return {
      id,
      url,
      title: h.lvl1 ?? h.lvl0 ?? url,
      label: h.lvl1 ? (h.lvl0 ?? '') : '',
      heading: levels.at(-1) ?? null,
      lang,
      score: hits.length - id,
      terms,
    }
  })
  return { hits: mapped, total: mapped.length }
}
