import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { SEARCH_INDEX_DIR } from '../../lib/search/files'
import { evaluateRelevance } from '../../tests/search-relevance'
import { RELEVANCE_QUERIES } from '../../tests/search-queries'
import { CHROMIUM_ARGS, percentile } from './stats'

export interface IndexSize {
  locale: string
  /** The index the search box loads. */
  indexBytes: number
  indexGzipBytes: number
  /** Excerpts (result snippets) and passages (Ask AI), loaded separately. */
  excerptsGzipBytes: number
  passagesGzipBytes: number
}

export interface SearchMeasure {
  indexes: IndexSize[]
  /**
   * Ctrl+K on a fresh page to the first result on screen: dialog code, index and the query (the
   * first query after a pause is not debounced; see components/search/search-timing.ts).
   */
  coldFirstResultMs: number[]
  /** Ctrl+K on a fresh page to search being ready (dialog code loaded, index loaded in the worker). */
  coldReadyMs: number[]
  /** Time in the worker per query (User Timing marks of the page), over the relevance queries. */
  workerP50Ms: number
  workerP95Ms: number
  workerQueries: number
  relevance: { hitAt1: number; hitAt5: number; mrrAt10: number; queries: number }
}

const gzipSize = (file: string) => (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0)

function indexSizes(outDir: string): IndexSize[] {
  const dir = path.join(outDir, SEARCH_INDEX_DIR)
  return fs
    .readdirSync(dir)
    .filter((name) => /^[a-z]+\.json$/.test(name))
    .map((name) => {
      const locale = name.replace('.json', '')
      const file = path.join(dir, name)
      return {
        locale,
        indexBytes: fs.statSync(file).size,
        indexGzipBytes: gzipSize(file),
        excerptsGzipBytes: gzipSize(path.join(dir, `${locale}.excerpts.json`)),
        passagesGzipBytes: gzipSize(path.join(dir, `${locale}.passages.json`)),
      }
    })
}

async function coldFirstResult(page: Page, baseUrl: string, query: string): Promise<{ firstResult: number; ready: number }> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
  const opened = await page.evaluate(() => performance.now())
  await page.keyboard.press('Control+k')
  await page.locator('dialog[data-search-dialog]').getByRole('combobox').fill(query)
  await page.locator('[data-search-hit]').first().waitFor()
  return page.evaluate((start) => {
    const ready = performance.getEntriesByName('docs:search-ready')[0]!.startTime
    return { firstResult: Math.round(performance.now() - start), ready: Math.round(ready - start) }
  }, opened)
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
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
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
    for (const q of RELEVANCE_QUERIES) byLocale.set(q.locale, [...(byLocale.get(q.locale) ?? []), q.query])
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
    indexes: indexSizes(outDir),
    coldFirstResultMs: cold,
    coldReadyMs: ready,
    workerP50Ms: percentile(worker, 50),
    workerP95Ms: percentile(worker, 95),
    workerQueries: worker.length,
    relevance: { hitAt1: relevance.hitAt1, hitAt5: relevance.hitAt5, mrrAt10: relevance.mrrAt10, queries: relevance.results.length },
  }
}
