import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { HEADER_POLICY } from '@/lib/csp/policy'

// out/ on nginx with the rules of deploy/nginx/, as a CDN or web server would serve it.

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

function sitemapPaths(): string[] {
  const xml = fs.readFileSync('out/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

// Requests in flight at once: nginx answers a HEAD at once, the time goes to the round trips.
const SITEMAP_BATCH = 48

test('every URL of sitemap.xml is a page (200, HTML)', async ({ request }) => {
  const paths = sitemapPaths()
  // Thousands of requests: the time allowed grows with the site (on a busy CI host a request may take 100 ms).
  test.setTimeout(60_000 + paths.length * 100)
  expect(paths.length).toBeGreaterThan(200)
  const failing: string[] = []
  for (let i = 0; i < paths.length; i += SITEMAP_BATCH) {
    await Promise.all(
      paths.slice(i, i + SITEMAP_BATCH).map(async (path) => {
        // HEAD: the status and type are the answer; the bodies are checked elsewhere.
        const response = await request.fetch(path, { method: 'HEAD', maxRedirects: 0 })
        const type = response.headers()['content-type'] ?? ''
        if (response.status() !== 200 || !type.startsWith('text/html')) failing.push(`${path}: ${response.status()} ${type}`)
      }),
    )
  }
  expect(failing).toEqual([])
})

test('an unknown URL is a 404 with the not-found page, in every part of the site', async ({ request }) => {
  for (const path of ['/no-such-page/', '/de/no-such-page/', '/ar/installation/no-such-section', '/_next/static/chunks/missing.js', '/search-index/xx.json']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const body = await response.text()
    expect(body, path).toContain('data-nf=')
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  }
})

test('a folder without its slash is redirected to the page, on the same host', async ({ request }) => {
  const response = await request.get('/installation', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/installation/')
})

test('hashed assets are cached for a year, HTML and data are revalidated', async ({ request, page }) => {
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/installation/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) {
    expect(new URL(url).pathname).toMatch(/^\/_next\/static\//)
    expect((await request.get(url)).headers()['cache-control'], url).toBe(IMMUTABLE)
  }
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  expect((await request.get(css!)).headers()['cache-control']).toBe(IMMUTABLE)

  for (const path of ['/', '/installation/', '/ar/installation/', '/search-index/en.json', '/sitemap.xml', '/404.html', '/no-such-page/']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(REVALIDATE)
  }
})

test('text is sent compressed', async ({ request }) => {
  for (const path of ['/installation/', '/search-index/en.json']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers()['content-encoding'], path).toBe('gzip')
  }
})

test('every response carries the security headers, the 404 page too', async ({ request }) => {
  for (const path of ['/', '/no-such-page/', '/search-index/en.json']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toBe(HEADER_POLICY)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  }
})

test('a label link works as a plain static page under the CSP of deploy/nginx/', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/go/edge-leds/')
  await expect(page).toHaveURL(/\/status-leds\/$/)
  await expect(page.locator('article h1')).toBeVisible()
  expect(violations).toEqual([])
})
