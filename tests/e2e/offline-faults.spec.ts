import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { formatBytes } from '@/lib/offline/format'
import { OFFLINE_FAULTS_PORT } from '../../scripts/variants'
import { LOCALES, message, type LocaleId } from './helpers'
import { controlledByWorker, copyCaches, copyManifest, prefix, recordProgress, serveCopyOf, unvisitedPage, withRehashedPolicy, workerVersion } from './offline-helpers'

// "Save this language for offline" on a bad connection: the network cut mid-download, a full
// storage, a deploy that lands while the copy downloads. The site is a hard-linked copy of out/
// on a slow host (tests/support/throttled-static-server.mjs), so a download takes seconds and
// a deploy can be swapped in while it runs.
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const OUT = process.env.E2E_OUT ?? 'out'
const BASE = `http://localhost:${OFFLINE_FAULTS_PORT}`
const SITE = path.join('.tmp', `e2e-faults-${OFFLINE_FAULTS_PORT}`)
/**
 * 1 MB/s per connection: a locale's copy (about 19 MB, four downloads at once) takes some 5 s,
 * so each cut lands with many files still to fetch, not only the four in flight.
 */
const BYTES_PER_SECOND = 1_000_000
/** Locales of the build under test (LOCALES=en,ar builds a slice); the faults are tried in en and ar. */
const BUILT = LOCALES.map((l) => l.id).filter((id) => id === 'en' || fs.existsSync(path.join(OUT, id, 'index.html')))
const FAULT_LOCALES = (['en', 'ar'] as const).filter((l) => BUILT.includes(l))
let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = await serveCopyOf(OUT, SITE, OFFLINE_FAULTS_PORT, ['tests/support/throttled-static-server.mjs', `--rate=${BYTES_PER_SECOND}`])
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(SITE, { recursive: true, force: true })
  fs.rmSync(`${SITE}-next`, { recursive: true, force: true })
})

const intlOf = (locale: LocaleId) => LOCALES.find((l) => l.id === locale)!.intl

async function progressReaches(page: Page, percent: number) {
  await page.waitForFunction((percent) => (document.querySelector<HTMLProgressElement>('[data-offline-progress]')?.value ?? 0) >= percent, percent, {
    polling: 20,
    timeout: 60_000,
  })
}

/**
 * The network cut, or back: the browser goes offline and the host drops the transfers under
 * way, as a lost connection does (offline emulation alone lets running downloads finish, and
 * near the end of a copy those may be all it has left).
 */
async function setNetworkCut(context: BrowserContext, cut: boolean) {
  await fetch(`${BASE}/__network/${cut ? 'cut' : 'restore'}`)
  await context.setOffline(cut)
}

/** Pages of the copy read offline are whole: the article, the styles and the page's scripts. */
async function readsWholeOffline(context: BrowserContext, locale: LocaleId, urls: string[]) {
  const reader = await context.newPage()
  const failed: string[] = []
  // What the page is made of; prefetches of other pages and search files may fail offline.
  const parts = ['document', 'stylesheet', 'script', 'image', 'font']
  reader.on('requestfailed', (request) => {
    // Cut short by the test's next page load (the search worker may still be starting): not a
    // file the copy lacks, which fails with the network's error.
    if (request.failure()?.errorText.includes('ERR_ABORTED')) return
    if (parts.includes(request.resourceType())) failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  for (const url of urls) {
    await reader.goto(`${BASE}${url}`)
    await expect(reader.locator('article h1')).toBeVisible()
    await expect(reader.locator('[data-offline-page]')).toHaveCount(0)
    await expect(reader.locator('html')).toHaveAttribute('lang', intlOf(locale))
    // Styled (the stylesheet came from the copy: not the browser's serif) and hydrated (the
    // search button opens its dialog).
    expect(await reader.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/)
    await reader.locator('[data-search-button]').click()
    await expect(reader.locator('dialog[data-search-dialog]')).toBeVisible()
  }
  expect(failed).toEqual([])
  await reader.close()
}

/** The offline page, not a page from a partial copy. */
async function showsOfflinePage(context: BrowserContext, locale: LocaleId, url: string) {
  const reader = await context.newPage()
  await reader.goto(`${BASE}${url}`)
  await expect(reader.locator(`[data-offline-page="${locale}"] h1`)).toHaveText(message(locale, 'offline.page.title'))
  await reader.close()
}

for (const locale of FAULT_LOCALES) {
  test(`${locale}: the network cut at 10 %, 50 % and 90 % keeps what was stored; Continue picks up from there`, async ({ page, context }) => {
    const manifest = copyManifest(SITE, locale)
    const progress = await recordProgress(page)
    await page.goto(`${BASE}${prefix(locale)}/`)
    await controlledByWorker(page)
    await page.locator('[data-offline-save]').click()
    await page.locator('[data-offline-start]').click()
    const unvisited = unvisitedPage(SITE, locale)

    for (const cut of [10, 50, 90]) {
      await progressReaches(page, cut)
      await setNetworkCut(context, true)
      const notice = page.locator('[data-offline-interrupted]')
      await expect(notice).toBeVisible()
      // One partial copy, never read: the worker shows the offline page, not half a copy.
      const copies = await copyCaches(page, locale)
      expect(copies).toEqual([expect.objectContaining({ complete: false })])
      expect(copies[0]!.files).toBeGreaterThan(0)
      await showsOfflinePage(context, locale, unvisited)
      // The notice says how much is stored, in the reader's language.
      const [before] = message(locale, 'offline.interrupted').split('{')
      await expect(notice).toContainText(before!.trim().slice(0, 12))
      await expect(notice).toContainText(formatBytes(manifest.bytes, intlOf(locale)))
      await expect(page.locator('[data-offline-resume]')).toBeDisabled()

      await setNetworkCut(context, false)
      const reached = progress.length
      await page.locator('[data-offline-resume]').click()
      // It continues: the bar starts where the stored files leave it, not at zero.
      await expect.poll(() => progress.length).toBeGreaterThan(reached)
      expect(progress[reached]).toBeGreaterThanOrEqual(cut - 5)
    }
    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 90_000 })
    const copies = await copyCaches(page, locale)
    expect(copies).toEqual([{ name: `docs-offline-${locale}-${manifest.version}`, complete: true, files: manifest.files.length + 1 }])

    await context.setOffline(true)
    await readsWholeOffline(context, locale, [unvisited, unvisitedPage(SITE, locale, [unvisited])])
  })

  test(`${locale}: a full storage says how much space the copy needs`, async ({ page, context }) => {
    const manifest = copyManifest(SITE, locale)
    await page.goto(`${BASE}${prefix(locale)}/`)
    await controlledByWorker(page)
    const cdp = await context.newCDPSession(page)
    // The browser's share for this site, as on a phone with little free space.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: BASE, quotaSize: 8 * 1024 * 1024 })
    await page.locator('[data-offline-save]').click()
    await page.locator('[data-offline-start]').click()
    const failure = page.locator('[data-offline-failed]')
    await expect(failure).toBeVisible()
    // What is still needed, in the reader's language (the browser may or may not say how much is free).
    const text = (await failure.locator('p').first().textContent())!
    const templates = ['offline.storageFull', 'offline.storageNeeded'].map((key) => message(locale, key))
    const matched = templates.map((template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(.+)')}$`).exec(text)).find(Boolean)
    expect(matched, text).toBeTruthy()
    // A size between 0.1 MB and the whole copy, as the locale writes sizes.
    const megabytes = Array.from({ length: Math.ceil(manifest.bytes / 1024 ** 2) * 10 }, (_, i) => (i + 1) / 10)
    expect(megabytes.map((mb) => formatBytes(mb * 1024 ** 2, intlOf(locale)))).toContain(matched![1])
    // What was stored stays for the next try.
    expect(await copyCaches(page, locale)).toEqual([expect.objectContaining({ complete: false })])

    // Space freed: Try again saves the whole copy.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: BASE })
    await page.locator('[data-offline-copy="failed"] button').click()
    await page.locator('[data-offline-start]').click()
    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 90_000 })
    expect(await copyCaches(page, locale)).toEqual([expect.objectContaining({ complete: true })])
  })

  test(`${locale}: a deploy that lands mid-download finishes the copy of one build, then offers the update`, async ({ page, context }) => {
    const before = copyManifest(SITE, locale)
    // The next build, staged beside the site: the locale's last page changed (not downloaded
    // yet at half way), then the real build step for the copy manifests and the worker.
    const next = `${SITE}-next`
    fs.rmSync(next, { recursive: true, force: true })
    expect(spawnSync('cp', ['-al', SITE, next]).status).toBe(0)
    const changed = before.files.findLast((f) => f.url.endsWith('/'))!.url
    const file = path.join(next, changed, 'index.html')
    const html = fs.readFileSync(file, 'utf8')
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!
    const marker = `${title} (rev ${Date.now()})`
    fs.unlinkSync(file)
    fs.writeFileSync(file, withRehashedPolicy(html.replaceAll(title, marker)))
    const rebuilt = spawnSync('npx', ['tsx', 'scripts/build-offline.ts'], { env: { ...process.env, OUT_DIR: next, LOCALES: BUILT.join(',') }, encoding: 'utf8' })
    expect(rebuilt.status, rebuilt.stderr).toBe(0)
    const after = copyManifest(next, locale)
    expect(after.version).not.toBe(before.version)

    const release = stagedDeploy(next, SITE)

    await page.goto(`${BASE}${prefix(locale)}/`)
    await controlledByWorker(page)
    const oldWorker = await workerVersion(page)
    await page.locator('[data-offline-save]').click()
    await page.locator('[data-offline-start]').click()
    await progressReaches(page, 50)
    release()

    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 90_000 })
    // One copy, complete, of the new build only, with the changed page in its new version.
    expect(await copyCaches(page, locale)).toEqual([{ name: `docs-offline-${locale}-${after.version}`, complete: true, files: after.files.length + 1 }])
    const saved = await page.evaluate(async ([name, url]) => (await (await caches.open(name!)).match(url!))!.text(), [`docs-offline-${locale}-${after.version}`, changed])
    expect(saved).toContain(marker)
    // The page still runs on the old build and offers the new one.
    await expect(page.locator('[data-update-banner]')).toContainText(message(locale, 'offline.updateAvailable'), { timeout: 30_000 })
    expect(await workerVersion(page)).toBe(oldWorker)

    await context.setOffline(true)
    await readsWholeOffline(context, locale, [changed, unvisitedPage(SITE, locale)])
  })
}

/**
 * The files the staged build wrote (new inodes, the rest is hard-linked), and a function that
 * moves them over the site's, each in one rename: the deploy lands in a few milliseconds.
 */
function stagedDeploy(staged: string, site: string): () => void {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  const moves = walk(staged)
    .map((file) => ({ file, target: path.join(site, path.relative(staged, file)) }))
    .filter(({ file, target }) => fs.statSync(target, { throwIfNoEntry: false })?.ino !== fs.statSync(file).ino)
  expect(moves.length).toBeGreaterThan(1)
  return () => {
    for (const { file, target } of moves) fs.renameSync(file, target)
  }
}
