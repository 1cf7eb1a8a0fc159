import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { ask, dialog } from './ask-helpers'

// Privacy and security of the exported site: no request leaves the origin, new-tab links cannot
// reach back to the page, and script in a URL or a question is only ever text.

/** Pages spread over the whole sitemap (every locale, every part of the tree). */
function pagesToCrawl(count: number): string[] {
  const xml = fs.readFileSync('out/sitemap.xml', 'utf8')
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const step = Math.max(1, Math.floor(paths.length / count))
  return paths.filter((_, i) => i % step === 0).slice(0, count)
}

/** Every request of the browser context, the search worker's included. */
function recordRequests(context: BrowserContext): string[] {
  const requests: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  return requests
}

function otherOrigins(requests: string[], baseURL: string | undefined): string[] {
  const origin = new URL(baseURL!).origin
  return requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))
}

// 60 pages in three parts, so the crawl runs beside other tests instead of alone at the end.
const CRAWL = pagesToCrawl(60)
const CRAWL_PARTS = 3
for (let part = 0; part < CRAWL_PARTS; part++) {
  const pages = CRAWL.slice((part * CRAWL.length) / CRAWL_PARTS, ((part + 1) * CRAWL.length) / CRAWL_PARTS)
  test(`a crawl of 60 pages makes no request to another origin (part ${part + 1} of ${CRAWL_PARTS})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    expect(CRAWL.length).toBe(60)
    const requests = recordRequests(context)
    for (const path of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await page.waitForLoadState('networkidle')
    }
    expect(otherOrigins(requests, baseURL)).toEqual([])
    expect(requests.length).toBeGreaterThan(pages.length)
  })
}

test('search and Ask AI make no request to another origin', async ({ page, context, baseURL }) => {
  const requests = recordRequests(context)
  await page.goto('/installation/')
  await page.locator('[data-search-button]').click()
  await dialog(page).getByRole('combobox').fill('inverter')
  await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
  await page.keyboard.press('Control+k')
  await ask(page, 'How do I reset the controller?')
  await expect(dialog(page).locator('[data-ask-answer]').first()).toBeVisible()
  expect(otherOrigins(requests, baseURL)).toEqual([])
  // The search worker and its index files were among them.
  expect(requests.some((url) => url.includes('/search-index/'))).toBe(true)
})

test('every link that opens a new tab carries rel="noopener", in every exported page', () => {
  const offenders: string[] = []
  let pages = 0
  for (const entry of fs.readdirSync('out', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    pages += 1
    const file = path.join(entry.parentPath, entry.name)
    for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)) {
      const rel = /\brel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? []
      if (!rel.includes('noopener')) offenders.push(`${file}: ${tag}`)
    }
  }
  expect(pages).toBeGreaterThan(200)
  expect(offenders).toEqual([])
})

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  "javascript:window.__xss=1",
  "';window.__xss=1;'",
]

/** Fails the test if a payload ran or put markup of its own into the page. */
async function expectInert(page: Page) {
  // Time for hydration and effects to have run.
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0)
  expect(await page.locator('body script:not([src])').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('__xss')).length)).toBe(0)
}

test.describe('script in a URL or a question never runs', () => {
  test.beforeEach(({ page }) => {
    test.setTimeout(90_000)
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
  })

  test('in ?q= of the search page', async ({ page }) => {
    for (const payload of PAYLOADS) {
      await page.goto(`/search/?q=${encodeURIComponent(payload)}`)
      await expect(page.locator('[data-search-page] h1')).toContainText(payload.slice(0, 10))
      await expectInert(page)
    }
  })

  test('in the hash, on a page and on the not-found page', async ({ page }) => {
    for (const payload of PAYLOADS) {
      for (const path of ['/installation/', '/ar/no-such-page/']) {
        await page.goto(`${path}#${encodeURIComponent(payload)}`)
        await expectInert(page)
        // The language menu (doc pages have one) copies the hash into its links: as a URL fragment, nothing more.
        if (path === '/installation/') {
          await page.locator('[data-language-menu] button').first().hover()
          await expect(page.locator('[data-language-menu] a').first()).toBeVisible()
          const hrefs = await page.locator('[data-language-menu] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
          expect(hrefs.length).toBeGreaterThan(1)
          for (const href of hrefs) expect(href).toMatch(/^\//)
        }
      }
    }
  })

  test('in the search box and in an Ask AI question', async ({ page }) => {
    for (const payload of PAYLOADS) {
      await page.goto('/')
      await ask(page, payload)
      await expect(dialog(page).locator('[data-ask-turn]').first()).toContainText(payload.slice(0, 10))
      await expectInert(page)
    }
  })
})
