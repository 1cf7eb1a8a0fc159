import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './stats'

export interface PageWeight {
  path: string
  htmlGzipBytes: number
  jsGzipBytes: number
  jsFiles: number
  cssGzipBytes: number
  totalGzipBytes: number
}

/**
 * What a reader downloads for one page, gzip-compressed (level 9, as a CDN would send it):
 * the HTML, and every script and stylesheet the page loads until the network is idle.
 */
export async function measurePageWeight(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const results: PageWeight[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const page = await context.newPage()
      const bodies: { type: string; url: string; size: number }[] = []
      page.on('response', async (response) => {
        const type = response.request().resourceType()
        if (!['document', 'script', 'stylesheet'].includes(type)) return
        try {
          bodies.push({ type, url: response.url(), size: gzipSync(await response.body(), { level: 9 }).length })
        } catch {
          // redirects have no body
        }
      })
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const sum = (type: string) => bodies.filter((b) => b.type === type).reduce((s, b) => s + b.size, 0)
      results.push({
        path,
        htmlGzipBytes: sum('document'),
        jsGzipBytes: sum('script'),
        jsFiles: bodies.filter((b) => b.type === 'script').length,
        cssGzipBytes: sum('stylesheet'),
        totalGzipBytes: sum('document') + sum('script') + sum('stylesheet'),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

export interface DocHtmlSizes {
  pages: number
  medianBytes: number
  p90Bytes: number
  maxBytes: number
  /** Doc pages whose HTML is at most `limitBytes` gzip. */
  withinLimit: number
  limitBytes: number
}

/** The gzip size (level 9) of every doc page's HTML in out/: how the whole site sits against a per-page budget. */
export function measureDocHtmlSizes(outDir: string, limitBytes = 18 * 1024): DocHtmlSizes {
  const sizes: number[] = []
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const html = fs.readFileSync(path.join(entry.parentPath, entry.name))
    // A doc's article carries data-doc (after lang and dir on an English fallback).
    if (!/<article[^>]* data-doc="/.test(html.toString())) continue
    sizes.push(gzipSync(html, { level: 9 }).length)
  }
  if (sizes.length === 0) throw new Error(`no doc pages in ${outDir}/`)
  sizes.sort((a, b) => a - b)
  const at = (share: number) => sizes[Math.min(sizes.length - 1, Math.floor(share * sizes.length))]!
  return { pages: sizes.length, medianBytes: at(0.5), p90Bytes: at(0.9), maxBytes: sizes.at(-1)!, withinLimit: sizes.filter((s) => s <= limitBytes).length, limitBytes }
}
