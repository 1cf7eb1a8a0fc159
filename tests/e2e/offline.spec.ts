import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { formatBytes } from '@/lib/offline/format'
import { OFFLINE_UPDATE_PORT } from '../../scripts/variants'
import { LOCALES, message } from './helpers'
import { controlledByWorker, copyManifest as manifestIn, prefix, recordProgress, unvisitedPage as unvisitedIn, serveCopyOf, withRehashedPolicy, workerVersion } from './offline-helpers'

// The rest of the suite runs without the worker (it mocks the network with page.route, which a
// worker would bypass); these tests are about the worker.
test.use({ serviceWorkers: 'allow' })

const OUT = process.env.E2E_OUT ?? 'out'
/** Locales of the build under test (LOCALES=en,ar builds a slice): a saved one and another one. */
const built = LOCALES.map((l) => l.id).filter((id) => id === 'en' || fs.existsSync(path.join(OUT, id, 'index.html')))
const SAVED = built.includes('ar') ? 'ar' : built.find((id) => id !== 'en')!
const OTHER = 'en'

const copyManifest = (locale: string) => manifestIn(OUT, locale)
const unvisitedPage = (locale: string, not: string[] = []) => unvisitedIn(OUT, locale, not)

test.describe('offline reading', () => {
  test.describe.configure({ timeout: 90_000 })
  test('the docs can be installed: manifest, icons and a worker that controls the start URL', async ({ page, request, context }) => {
    await page.goto(`${prefix(SAVED)}/`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await request.get(href!)).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: `${prefix(SAVED)}/`, lang: 'ar' === SAVED ? 'ar' : expect.any(String) })
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBeTruthy()
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const png = await (await request.get(icon.src)).body()
      // Width and height from the PNG header.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
    }
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    await controlledByWorker(page)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(new URL(manifest.start_url, scope).href.startsWith(scope)).toBe(true)
    // Chromium's own installability check (the one Lighthouse reports). Test contexts are
    // off the record, which alone keeps a browser from offering installation.
    const cdp = await context.newCDPSession(page)
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
  })

  test('a saved language opens unvisited pages and searches offline; another language shows the offline page', async ({ page, context }) => {
    await page.goto(`${prefix(SAVED)}/`)
    await controlledByWorker(page)
    const manifest = copyManifest(SAVED)
    const intl = LOCALES.find((l) => l.id === SAVED)!.intl

    await page.locator('[data-offline-save]').click()
    // The size, before anything is downloaded.
    await expect(page.locator('[data-offline-size]')).toContainText(formatBytes(manifest.bytes, intl))
    const progress = await recordProgress(page)
    await page.locator('[data-offline-start]').click()
    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 120_000 })
    expect(progress.length).toBeGreaterThan(1)
    expect(Math.max(...progress)).toBeGreaterThan(Math.min(...progress))
    await expect(page.locator('[data-offline-saved]')).toContainText(formatBytes(manifest.bytes, intl))
    await expect(page.locator('[data-offline-usage]')).toBeVisible()

    await context.setOffline(true)
    await expect(page.locator('[data-offline-indicator]')).toBeVisible()
    const unvisited = unvisitedPage(SAVED)
    await page.goto(unvisited)
    await expect(page.locator('article h1')).toBeVisible()
    await expect(page.locator('[data-offline-page]')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', intl)
    await expect(page.locator('[data-offline-indicator]')).toBeVisible()

    // Search, from the saved index.
    await page.locator('[data-search-button]').click()
    const dialog = page.locator('dialog[data-search-dialog]')
    await dialog.getByRole('combobox').fill('modbus')
    await expect(dialog.locator('[data-search-hit]').first()).toBeVisible()

    // Another language: the localized offline page at the address asked for, with the saved pages.
    const elsewhere = `${prefix(OTHER)}/installation/`
    await page.goto(elsewhere)
    await expect(page).toHaveURL(elsewhere)
    await expect(page.locator(`[data-offline-page="${OTHER}"] h1`)).toHaveText(message(OTHER, 'offline.page.title'))
    await page.locator(`[data-saved-link="${SAVED}"]`).click()
    await expect(page.locator('article h1')).toBeVisible()

    // A page of the saved language that is not part of the copy (an editors' report): the
    // offline page in that language, right to left for Arabic.
    await page.goto(`${prefix(SAVED)}/link-report/`)
    const offlinePage = page.locator(`[data-offline-page="${SAVED}"]`)
    await expect(offlinePage.locator('h1')).toHaveText(message(SAVED, 'offline.page.title'))
    await expect(page.locator('html')).toHaveAttribute('dir', SAVED === 'ar' ? 'rtl' : 'ltr')

    // Remove the copy: unvisited pages are no longer there.
    await context.setOffline(false)
    await page.goto(`${prefix(SAVED)}/`)
    await page.locator('[data-offline-remove]').click()
    await expect(page.locator('[data-offline-save]')).toBeVisible()
    await context.setOffline(true)
    await page.goto(unvisitedPage(SAVED, [unvisited]))
    await expect(offlinePage.locator('h1')).toBeVisible()
  })

  test('pages the reader visited work offline, also those reached by client-side navigation', async ({ page, context }) => {
    await page.goto('/installation/')
    await controlledByWorker(page)
    const next = page.locator('[data-pager] a[rel="next"]')
    const nextUrl = await next.getAttribute('href')
    await next.click()
    await expect(page).toHaveURL(nextUrl!)
    const title = await page.locator('article h1').textContent()
    // The worker fetches the HTML of a page reached without a page load.
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, nextUrl!))
      .toBe(true)
    // And it keeps the locale's search index (worker, base file, shards) once: wait for the last shard.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const base = (await (await fetch('/search-index/en.json')).json()) as { shards: string[] }
          return (await caches.match(`/search-index/en.terms-${base.shards.length - 1}.json`, { ignoreSearch: true })) !== undefined
        }),
      )
      .toBe(true)

    await context.setOffline(true)
    await page.goto('/installation/')
    await expect(page.locator('article h1')).toBeVisible()
    await page.goto(nextUrl!)
    await expect(page.locator('article h1')).toHaveText(title!)
    // A client-side navigation offline: the payload fails, the full load gets the stored page.
    await page.locator('[data-pager] a[rel="prev"]').click()
    await expect(page).toHaveURL('/installation/')
    await expect(page.locator('article h1')).toBeVisible()
    // Search works offline with the index of the locale the reader opened.
    await page.locator('[data-search-button]').click()
    await page.locator('dialog[data-search-dialog]').getByRole('combobox').fill('modbus')
    await expect(page.locator('dialog[data-search-dialog] [data-search-hit]').first()).toBeVisible()
    await page.goto(unvisitedPage('en', ['/installation/', nextUrl!]))
    await expect(page.locator('[data-offline-page="en"] h1')).toHaveText(message('en', 'offline.page.title'))
  })
})

test.describe('a new build', () => {
  // A copy of out/ (hard links: fast and small) on its own port, changed and given a new worker
  // by the real build step, exercises the real update flow without a second site build.
  const PORT = OFFLINE_UPDATE_PORT
  const BASE = `http://localhost:${PORT}`
  const COPY = path.join('.tmp', `e2e-update-${PORT}`)
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    server = await serveCopyOf(OUT, COPY, PORT, ['scripts/static-server.mjs'])
  })

  test.afterAll(() => {
    server?.kill()
    fs.rmSync(COPY, { recursive: true, force: true })
  })

  test('shows "A new version … Reload" without touching the open page; Reload shows the new content', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(`${BASE}/installation/`)
    await controlledByWorker(page)
    const before = await workerVersion(page)
    // A saved copy, to see it brought up to date after the update.
    await page.locator('[data-offline-save]').click()
    await page.locator('[data-offline-start]').click()
    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 60_000 })
    const savedCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('docs-offline-')))
    expect(await savedCaches()).toEqual([`docs-offline-en-${before}`])
    const heading = page.locator('article h1')
    const oldTitle = (await heading.textContent())!

    // The new build: one page changed (a new file, never the hard-linked one), then the build
    // step that writes the copy manifests and the worker.
    const file = path.join(COPY, 'installation', 'index.html')
    const html = fs.readFileSync(file, 'utf8')
    fs.unlinkSync(file)
    // Everywhere in the file: the HTML and the page's inline route payload, which React hydrates from.
    // Its inline scripts change, so its policy gets their new hashes (the build's CSP step).
    fs.writeFileSync(file, withRehashedPolicy(html.replaceAll(oldTitle, `${oldTitle} (rev 2)`)))
    const rebuilt = spawnSync('npx', ['tsx', 'scripts/build-offline.ts'], {
      env: { ...process.env, OUT_DIR: COPY, LOCALES: built.join(',') },
      encoding: 'utf8',
    })
    expect(rebuilt.status, rebuilt.stderr).toBe(0)

    // The page checks for updates when it becomes visible again (and every hour).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const banner = page.locator('[data-update-banner]')
    await expect(banner).toContainText(message('en', 'offline.updateAvailable'), { timeout: 30_000 })
    await expect(heading).toHaveText(oldTitle)
    expect(await workerVersion(page)).toBe(before)

    // The copy's downloads bypass the caches (cache: 'no-store'): record them in the reloaded page.
    await page.addInitScript(() => {
      const downloads: string[] = []
      Object.assign(window, { copyDownloads: downloads })
      const original = window.fetch.bind(window)
      window.fetch = (input, init) => {
        if (init?.cache === 'no-store') downloads.push(String(input))
        return original(input, init)
      }
    })
    await banner.getByRole('button', { name: message('en', 'offline.reload') }).click()
    await expect(heading).toHaveText(`${oldTitle} (rev 2)`)
    await controlledByWorker(page)
    const after = await workerVersion(page)
    expect(after).not.toBe(before)
    await expect(banner).toHaveCount(0)
    // The saved copy follows the new build: one copy, of the new version, with the changed page.
    await expect.poll(savedCaches, { timeout: 60_000 }).toEqual([`docs-offline-en-${after}`])
    const saved = await page.evaluate(async (name) => (await (await caches.open(name)).match('/installation/'))!.text(), `docs-offline-en-${after}`)
    expect(saved).toContain(`${oldTitle} (rev 2)`)
    // Only the changed page was downloaded again (after the new manifest); the rest came over
    // from the old copy.
    expect(await page.evaluate(() => (window as unknown as { copyDownloads: string[] }).copyDownloads)).toEqual([
      '/offline-copy/en.json',
      '/installation/',
    ])
  })
})
