import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { excerptPlace, SEARCH_INDEX_DIR, searchAnchorsPath, searchExcerptsPath, searchIndexPath, searchPassagesPath, searchTermsPath, searchWorkerPath } from '../../lib/search/files'
import { createIndex } from '../../lib/search/loaded-index'
import { SEARCH_PAGE } from '../../lib/constants'
import { loadShardsFor, searchSections } from '../../lib/search/query'
import type { SearchIndexFile } from '../../lib/search/types'
import { evaluateRelevance } from '../../quality/search-relevance'
import { RELEVANCE_QUERIES } from '../../quality/tuning/search-queries'
import { HELD_OUT_QUERIES } from '../../quality/held-out'
import { CHROMIUM, CHROMIUM_ARGS, percentile } from './stats'

export interface IndexSize {
  locale: string
  /** The whole index (base file, every shard, the anchors file), which the search box loads when it opens. */
  indexBytes: number
  indexGzipBytes: number
  shards: number
  /** The base file alone (inside the locale's worker file): what every query loads first. */
  baseGzipBytes: number
  /** Excerpts (result snippets, all parts) and passages (Ask AI), loaded separately. */
  excerptsGzipBytes: number
  passagesGzipBytes: number
  /** What the results page loads for RESULTS_PAGE_QUERY: worker (with the base file), the query's shards and its hits' excerpt parts. */
  resultsPageGzipBytes: number
}

/** The query of the results-page download (the one Lighthouse's results page runs). */
export const RESULTS_PAGE_QUERY = 'modbus'

export interface SearchMeasure {
  indexes: IndexSize[]
  /**
   * Ctrl+K on a fresh page to the first result on screen: dialog code, index and the query (the
   * first query after a pause is not debounced; see components/search/search-timing.ts).
   */
  coldFirstResultMs: number[]
  /** Ctrl+K on a fresh page to the whole index loaded in the worker (dialog code, worker, every shard). */
  coldReadyMs: number[]
  /** Time in the worker per query (User Timing marks of the page), over the relevance queries. */
  workerP50Ms: number
  workerP95Ms: number
  workerQueries: number
  relevance: { hitAt1: number; hitAt5: number; mrrAt10: number; queries: number }
}

const gzipSize = (file: string) => (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0)

export async function indexSizes(outDir: string): Promise<IndexSize[]> {
  // Shards are counted in the whole index and in the results page's download: each compressed once.
  const sizes = new Map<string, number>()
  const sizeOf = (sitePath: string) => sizes.get(sitePath) ?? sizes.set(sitePath, gzipSize(path.join(outDir, sitePath))).get(sitePath)!
  const bases = fs.readdirSync(path.join(outDir, SEARCH_INDEX_DIR)).filter((name) => /^[a-z]+\.json$/.test(name))
  return Promise.all(
    bases.map(async (name) => {
      const base = JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_INDEX_DIR, name), 'utf8')) as SearchIndexFile
      const { locale } = base
      const shardPaths = base.shards.map((_, n) => searchTermsPath(locale, n))
      // What the modal loads as it opens: base, shards and the anchors the base keeps apart.
      const indexPaths = [searchIndexPath(locale), ...shardPaths, searchAnchorsPath(locale)]
      // The worker's own loading, replayed: the shards the query names, then its hits' excerpt parts.
      const index = createIndex(base)
      await loadShardsFor(index, RESULTS_PAGE_QUERY, async (shards) => shards.map((n) => JSON.parse(fs.readFileSync(path.join(outDir, shardPaths[n]!), 'utf8'))))
      const { hits } = searchSections(index, RESULTS_PAGE_QUERY, { limit: SEARCH_PAGE.limit })
      const listed = hits.slice(0, SEARCH_PAGE.firstResults)
      const parts = [...new Set(listed.map((hit) => excerptPlace(base, hit.id).part))]
      const resultsPagePaths = [
        // The worker file holds the base file.
        searchWorkerPath(locale),
        ...index.shardTerms.flatMap((terms, n) => (terms ? [shardPaths[n]!] : [])),
        ...parts.map((n) => searchExcerptsPath(locale, n)),
      ]
      return {
        locale,
        indexBytes: indexPaths.reduce((sum, p) => sum + fs.statSync(path.join(outDir, p)).size, 0),
        indexGzipBytes: indexPaths.reduce((sum, p) => sum + sizeOf(p), 0),
        shards: base.shards.length,
        baseGzipBytes: sizeOf(searchIndexPath(locale)),
        excerptsGzipBytes: base.excerptParts.map((_, n) => sizeOf(searchExcerptsPath(locale, n))).reduce((a, b) => a + b, 0),
        passagesGzipBytes: sizeOf(searchPassagesPath(locale)),
        resultsPageGzipBytes: resultsPagePaths.reduce((sum, p) => sum + sizeOf(p), 0),
      }
    }),
  )
}

async function coldFirstResult(page: Page, baseUrl: string, query: string): Promise<{ firstResult: number; ready: number }> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
  const opened = await page.evaluate(() => performance.now())
  await page.keyboard.press('Control+k')
  await page.locator('dialog[data-search-dialog]').getByRole('combobox').fill(query)
  await page.locator('[data-search-hit]').first().waitFor()
  const firstResult = await page.evaluate((start) => Math.round(performance.now() - start), opened)
  // The first result needs only its query's shards: the whole index may still be on its way.
  await page.waitForFunction(() => performance.getEntriesByName('docs:search-ready').length > 0)
  const ready = await page.evaluate((start) => Math.round(performance.getEntriesByName('docs:search-ready')[0]!.startTime - start), opened)
  return { firstResult, ready }
}

/** A phone on a weak connection, as Lighthouse's mobile preset has it, applied by DevTools. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  const profile = throttling.mobileSlow4G
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier })
}

const phone = { serviceWorkers: 'block', viewport: { width: 412, height: 823 } } as const
const localePath = (baseUrl: string, locale: string) => `${baseUrl}${locale === 'en' ? '' : `/${locale}`}`

/** Navigation start to the first result painted on `/{locale}/search/?q=`, on a throttled fresh page. */
async function throttledResultsPage(browser: Browser, baseUrl: string, locale: string): Promise<number> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    await throttle(context, page)
    // The first result's paint: the frame after it enters the DOM.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-search-page] [data-search-hit]')) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => ((window as unknown as { firstResultMs: number }).firstResultMs = performance.now())))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${localePath(baseUrl, locale)}/search/?q=${RESULTS_PAGE_QUERY}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { firstResultMs?: number }).firstResultMs !== undefined, undefined, { timeout: 60_000 })
    return Math.round(await page.evaluate(() => (window as unknown as { firstResultMs: number }).firstResultMs))
  } finally {
    await context.close()
  }
}

/**
 * On a page loaded before the throttling starts (its scripts are there): Ctrl+K, then `query`
 * typed at 120 ms a key, to the first hit in the modal.
 */
async function throttledModal(browser: Browser, baseUrl: string, locale: string, query: string): Promise<number> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    await page.goto(`${localePath(baseUrl, locale)}/installation/`, { waitUntil: 'networkidle' })
    await throttle(context, page)
    const start = Date.now()
    await page.keyboard.press('Control+k')
    await page.locator('dialog[data-search-dialog]').getByRole('combobox').pressSequentially(query, { delay: 120 })
    await page.locator('[data-search-hit]').first().waitFor({ timeout: 60_000 })
    return Date.now() - start
  } finally {
    await context.close()
  }
}

/** Worker time of each query, read from the page's `docs:search-worker` marks. */
async function workerTimes(page: Page, baseUrl: string, locale: string, queries: string[]): Promise<number[]> {
  await page.goto(`${baseUrl}${locale === 'en' ? '' : `/${locale}`}/`, { waitUntil: 'networkidle' })
  await page.keyboard.press('Control+k')
  const box = page.locator('dialog[data-search-dialog]').getByRole('combobox')
  const times: number[] = []
  for (const query of queries) {
    const before = await page.evaluate(() => performance.getEntriesByName('docs:search-worker').length)
    await box.fill(query)
    await page.waitForFunction((n) => performance.getEntriesByName('docs:search-worker').length > n, before)
    times.push(await page.evaluate(() => (performance.getEntriesByName('docs:search-worker').at(-1) as PerformanceMark).detail.ms as number))
  }
  return times
}

export async function measureSearch(baseUrl: string, outDir = 'out'): Promise<SearchMeasure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const cold: number[] = []
  const ready: number[] = []
  const worker: number[] = []
  try {
    for (const query of ['modbus', 'reset button', 'peak shaving']) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const times = await coldFirstResult(await context.newPage(), baseUrl, query)
      cold.push(times.firstResult)
      ready.push(times.ready)
      await context.close()
    }
    const byLocale = new Map<string, string[]>()
    // Timed over both sets (timing tunes nothing): whole questions are the slow queries.
    for (const q of [...RELEVANCE_QUERIES, ...HELD_OUT_QUERIES]) byLocale.set(q.locale, [...(byLocale.get(q.locale) ?? []), q.query])
    for (const [locale, queries] of byLocale) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      worker.push(...(await workerTimes(await context.newPage(), baseUrl, locale, queries)))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const relevance = await evaluateRelevance(outDir)
  return {
    indexes: await indexSizes(outDir),
    coldFirstResultMs: cold,
    coldReadyMs: ready,
    workerP50Ms: percentile(worker, 50),
    workerP95Ms: percentile(worker, 95),
    workerQueries: worker.length,
    relevance: { hitAt1: relevance.hitAt1, hitAt5: relevance.hitAt5, mrrAt10: relevance.mrrAt10, queries: relevance.results.length },
  }
}

export interface ThrottledSearchMeasure {
  /**
   * The results page opened cold on a throttled phone (Lighthouse's Slow 4G and 4× CPU, applied
   * by DevTools): navigation start to its first result painted, per locale, median of 3. Unlike
   * Lighthouse's simulated LCP, this counts the search worker's own downloads.
   */
  resultsPageMs: { locale: string; ms: number }[]
  /** The modal on the same throttled phone: Ctrl+K and a query typed, to its first hit (median of 3). */
  modalMs: { locale: string; query: string; ms: number }[]
}

/** Search on a throttled phone; `baseUrl` should compress as a CDN does (nginx). */
export async function measureThrottledSearch(baseUrl: string): Promise<ThrottledSearchMeasure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const median = async (measure: () => Promise<number>) => {
    const runs: number[] = []
    for (let run = 0; run < 3; run++) runs.push(await measure())
    return percentile(runs, 50)
  }
  try {
    const resultsPageMs: ThrottledSearchMeasure['resultsPageMs'] = []
    for (const locale of ['en', 'ch', 'ar']) resultsPageMs.push({ locale, ms: await median(() => throttledResultsPage(browser, baseUrl, locale)) })
    // A word of the docs, and a misspelling that needs the whole vocabulary.
    const modalMs: ThrottledSearchMeasure['modalMs'] = []
    for (const [locale, query] of [['en', 'modbus'], ['ch', 'modbus'], ['en', 'instalation']] as const) {
      modalMs.push({ locale, query, ms: await median(() => throttledModal(browser, baseUrl, locale, query)) })
    }
    return { resultsPageMs, modalMs }
  } finally {
    await browser.close()
  }
}
