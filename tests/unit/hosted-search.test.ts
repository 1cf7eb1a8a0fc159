import { describe, expect, it } from 'vitest'
import { hostedSearchRequest, mapHostedHits } from '@/lib/search/hosted'

const config = { appId: 'APP', apiKey: 'search-only-key', indexName: 'ampora docs', host: 'https://app-dsn.search.example/' }

describe('hosted search adapter', () => {
  it('asks the index with the language and version filters', () => {
    const { url, init } = hostedSearchRequest(config, 'p1 cable', { language: 'zh-Hans', version: 'next', limit: 20 })
    expect(url).toBe('https://app-dsn.search.example/1/indexes/ampora%20docs/query')
    expect(init.headers).toMatchObject({ 'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'search-only-key' })
    expect(JSON.parse(init.body)).toEqual({ query: 'p1 cable', hitsPerPage: 20, facetFilters: ['language:zh-Hans', 'version:next'] })
  })
  it('maps records to hits, keeping links into the site internal', () => {
    const { hits } = mapHostedHits(
      [
        { url: 'https://docs.example.com/docs/ch/Accessories/p1-cable/#pinout', hierarchy: { lvl0: '配件', lvl1: 'P1 线缆', lvl2: '引脚' } },
        { url: 'https://other.example.com/page', hierarchy: { lvl0: 'Blog', lvl1: null } },
      ],
      'p1 pinout',
      'https://docs.example.com',
      '/docs',
      'ch',
    )
    expect(hits[0]).toMatchObject({ url: '/ch/Accessories/p1-cable/#pinout', title: 'P1 线缆', label: '配件', heading: '引脚', lang: 'ch' })
    expect(hits[0]!.terms).toEqual(['p1', 'pinout'])
    expect(hits[1]).toMatchObject({ url: 'https://other.example.com/page', title: 'Blog', label: '', heading: null })
  })
})
