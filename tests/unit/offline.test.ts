import { describe, expect, it } from 'vitest'
import { classifyRequest, localeOfPath, pageKey, searchFileLocale, type RequestFacts } from '@/lib/offline/requests'
import { isOfflineCopyManifest, planCopy } from '@/lib/offline/copy-plan'
import { isCopyPage, pageUrlOfFile, referencedImages } from '@/lib/offline/copy-files'
import { parseSavedCopyCacheName, savedCopyCacheName } from '@/lib/offline/cache-names'
import { formatBytes, percentDone } from '@/lib/offline/format'
import { webAppManifest } from '@/lib/offline/web-manifest'
import { knownFirstSegments } from '@/lib/content/routes'
import type { SiteConfig } from '@/lib/site/schema'
import { loadSiteConfig } from '@/lib/site/load'

const ORIGIN = 'https://docs.example'
const request = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  cache: 'default',
  ...extra,
})

describe('what the service worker answers', () => {
  const scope = { origin: ORIGIN, basePath: '' }
  it('treats page loads, hashed files, search files and images each in their own way', () => {
    expect(classifyRequest(request('/nl/installation/', { mode: 'navigate' }), scope)).toBe('page')
    expect(classifyRequest(request('/_next/static/chunks/0c98xzjfks9hq.js'), scope)).toBe('static')
    expect(classifyRequest(request('/search-index/ar.json'), scope)).toBe('search-index')
    expect(classifyRequest(request('/img/diagrams/rs485-bus.svg'), scope)).toBe('asset')
    expect(classifyRequest(request('/ar/sidebar.json'), scope)).toBe('asset')
    expect(classifyRequest(request('/lazy-texts.json'), scope)).toBe('asset')
    expect(classifyRequest(request('/ar/fault-codes.json'), scope)).toBe('asset')
    expect(classifyRequest(request('/ar/installation/data.json'), scope)).toBeUndefined()
  })
  it('leaves route payloads to the browser, so a failed one falls back to a full page load', () => {
    expect(classifyRequest(request('/installation/index.txt'), scope)).toBeUndefined()
    expect(classifyRequest(request('/installation/__next._tree.txt'), scope)).toBeUndefined()
  })
  it('never answers other origins, other methods, or requests that bypass caches', () => {
    expect(classifyRequest({ ...request('/x/'), url: 'https://cdn.example/x.js' }, scope)).toBeUndefined()
    expect(classifyRequest(request('/installation/', { method: 'POST', mode: 'navigate' }), scope)).toBeUndefined()
    expect(classifyRequest(request('/search-index/en.json', { cache: 'no-store' }), scope)).toBeUndefined()
    expect(classifyRequest(request('/installation/', { mode: 'navigate', cache: 'reload' }), scope)).toBeUndefined()
  })
  it('stays inside the base path', () => {
    const docs = { origin: ORIGIN, basePath: '/docs' }
    expect(classifyRequest(request('/docs/', { mode: 'navigate' }), docs)).toBe('page')
    expect(classifyRequest(request('/docs/_next/static/a.js'), docs)).toBe('static')
    expect(classifyRequest(request('/other/', { mode: 'navigate' }), docs)).toBeUndefined()
    expect(classifyRequest(request('/docsx/', { mode: 'navigate' }), docs)).toBeUndefined()
  })
  it('stores a page once, whatever form of its address was asked for', () => {
    expect(pageKey(`${ORIGIN}/nl/installation/?embed=true#wiring`)).toBe(`${ORIGIN}/nl/installation/`)
    expect(pageKey(`${ORIGIN}/nl/installation/index.html`)).toBe(`${ORIGIN}/nl/installation/`)
    expect(pageKey(`${ORIGIN}/installation.html`)).toBe(`${ORIGIN}/installation/`)
    expect(pageKey(`${ORIGIN}/installation`)).toBe(`${ORIGIN}/installation/`)
  })
  it('knows the locale of a path, with or without a base path', () => {
    const locales = ['en', 'nl', 'ar'] as const
    expect(localeOfPath('/ar/installation/', '', locales)).toBe('ar')
    expect(localeOfPath('/installation/', '', locales)).toBe('en')
    expect(localeOfPath('/docs/nl/', '/docs', locales)).toBe('nl')
    // A locale this build does not publish is not a prefix.
    expect(localeOfPath('/de/installation/', '', locales)).toBe('en')
    expect(searchFileLocale('/search-index/ar.excerpts-12.json', locales)).toBe('ar')
    expect(searchFileLocale('/search-index/nl.terms-3.json', locales)).toBe('nl')
    expect(searchFileLocale('/search-index/ar.passages.json', locales)).toBe('ar')
    expect(searchFileLocale('/search-index/nl.worker.js', locales)).toBe('nl')
    expect(searchFileLocale('/search-index/worker.js', locales)).toBeUndefined()
    expect(searchFileLocale('/search-index/nl.json', locales)).toBe('nl')
    expect(searchFileLocale('/search-index/xx.json', locales)).toBeUndefined()
  })
})

describe('saving and refreshing a copy', () => {
  const next = {
    files: [
      { url: '/nl/', revision: 'a2', bytes: 100 },
      { url: '/nl/installation/', revision: 'b1', bytes: 200 },
      { url: '/_next/static/chunks/new.js', revision: 'c1', bytes: 50 },
    ],
  }
  it('downloads everything the first time', () => {
    const plan = planCopy(next)
    expect(plan.download).toHaveLength(3)
    expect(plan.downloadBytes).toBe(350)
    expect(plan.heldBytes).toBe(0)
  })
  it('downloads only new and changed files for a new build', () => {
    const previous = { files: [{ url: '/nl/', revision: 'a1', bytes: 90 }, { url: '/nl/installation/', revision: 'b1', bytes: 200 }, { url: '/_next/static/chunks/old.js', revision: 'd', bytes: 9 }] }
    const plan = planCopy(next, new Set(), [{ cacheName: 'old', manifest: previous }])
    expect(plan.download.map((f) => f.url)).toEqual(['/nl/', '/_next/static/chunks/new.js'])
    expect(plan.reuse).toEqual([{ file: next.files[1], cacheName: 'old' }])
    expect(plan.downloadBytes).toBe(150)
  })
  it('continues a cut-off copy: keeps what it holds, takes files from a cut-off copy of another build', () => {
    const cutOff = { files: [{ url: '/_next/static/chunks/new.js', revision: 'c1', bytes: 50 }, { url: '/nl/', revision: 'a1', bytes: 90 }] }
    const plan = planCopy(next, new Set(['/nl/installation/']), [{ cacheName: 'cut-off', manifest: cutOff }])
    expect(plan.heldBytes).toBe(200)
    expect(plan.reuse.map((r) => [r.file.url, r.cacheName])).toEqual([['/_next/static/chunks/new.js', 'cut-off']])
    // The cut-off copy holds /nl/ in another revision: downloaded again.
    expect(plan.download.map((f) => f.url)).toEqual(['/nl/'])
  })
  it('accepts only well-formed manifests', () => {
    expect(isOfflineCopyManifest({ version: 'v', locale: 'nl', pages: 1, bytes: 1, transferBytes: 1, files: next.files })).toBe(true)
    expect(isOfflineCopyManifest({ version: 'v', locale: 'nl', bytes: 1, files: [{ url: '/nl/' }] })).toBe(false)
    expect(isOfflineCopyManifest(null)).toBe(false)
    expect(isOfflineCopyManifest('<!doctype html>')).toBe(false)
  })
  it('names one cache per locale and build', () => {
    expect(parseSavedCopyCacheName(savedCopyCacheName('ch', '3f2a9c01b7de'))).toEqual({ locale: 'ch', version: '3f2a9c01b7de' })
    expect(parseSavedCopyCacheName('docs-offline-xx-1')).toBeUndefined()
    expect(parseSavedCopyCacheName('docs-visited')).toBeUndefined()
  })
})

describe('the files of a locale copy', () => {
  const locales = ['en', 'nl', 'ar'] as const
  it('holds the locale’s pages, not other locales, reports, error pages or build files', () => {
    expect(isCopyPage('index.html', 'en', locales)).toBe(true)
    expect(isCopyPage('Devices/Energy-meter/index.html', 'en', locales)).toBe(true)
    expect(isCopyPage('nl/index.html', 'en', locales)).toBe(false)
    expect(isCopyPage('nl/installation/index.html', 'nl', locales)).toBe(true)
    expect(isCopyPage('ar/installation/index.html', 'nl', locales)).toBe(false)
    for (const file of ['link-report/index.html', '404/index.html', '_not-found/index.html', 'offline/index.html', 'nl/offline/index.html']) {
      expect(isCopyPage(file, file.startsWith('nl/') ? 'nl' : 'en', locales)).toBe(false)
    }
    expect(isCopyPage('installation/index.txt', 'en', locales)).toBe(false)
  })
  it('gives each page file its URL with the base path', () => {
    expect(pageUrlOfFile('index.html', '')).toBe('/')
    expect(pageUrlOfFile('nl/installation/index.html', '/docs')).toBe('/docs/nl/installation/')
  })
  it('finds the images a page shows, under the base path, without brand files', () => {
    const html = `<img src="/docs/img/diagrams/rs485-bus.svg" alt=""><img srcset="/docs/img/a.png 1x, /docs/img/a@2x.png 2x">
      <img src="/docs/brand/logo.svg"><img src="https://cdn.example/x.png"><script src="/docs/_next/static/chunks/a.js"></script>
      <img src="/docs/img/diagrams/rs485-bus.svg?v=2">`
    expect(referencedImages(html, '/docs')).toEqual(['/img/a.png', '/img/a@2x.png', '/img/diagrams/rs485-bus.svg'])
  })
  it("finds the drawings a page's figures reference, but not its links", () => {
    const html = `<svg class="diagram" viewBox="0 0 800 330"><use href="/docs/img/diagrams/p1-connection.svg#drawing"></use></svg>
      <a href="/docs/installation/">Installation</a><link rel="icon" href="/docs/img/icon.svg">`
    expect(referencedImages(html, '/docs')).toEqual(['/img/diagrams/p1-connection.svg'])
  })
})

describe('sizes for people', () => {
  it('formats in the reader’s language', () => {
    expect(formatBytes(14.2 * 1024 * 1024, 'en')).toBe('14 MB')
    expect(formatBytes(1.45 * 1024 * 1024, 'de')).toBe('1,5 MB')
    expect(formatBytes(512, 'en')).toBe('0.5 kB')
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB')
  })
  it('never shows 100 % before the end', () => {
    expect(percentDone(0, 0)).toBe(100)
    expect(percentDone(999, 1000)).toBe(99)
    expect(percentDone(1000, 1000)).toBe(100)
    expect(percentDone(250, 1000)).toBe(25)
  })
})

describe('installing the docs to the home screen', () => {
  const site: SiteConfig = loadSiteConfig()
  it('meets the installability criteria, from the site config', () => {
    const manifest = webAppManifest(site, 'en')
    expect(manifest).toMatchObject({ name: site.title, short_name: site.navbar.title, start_url: '/', scope: '/', display: 'standalone', theme_color: site.theme.primary })
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)
    expect(sizes('any')).toEqual(['192x192', '512x512'])
    expect(sizes('maskable')).toEqual(['192x192', '512x512'])
  })
  it('opens the language it was installed from, right to left for Arabic, under the base path', () => {
    const manifest = webAppManifest({ ...site, basePath: '/docs' }, 'ar')
    expect(manifest).toMatchObject({ start_url: '/docs/ar/', scope: '/docs/', id: '/docs/', lang: 'ar', dir: 'rtl' })
    expect(manifest.icons[0]!.src).toBe('/docs/brand/icon-192.png')
  })
  it('counts the worker and the copy manifests as files of the site (no wrong-base-path warning)', () => {
    expect(knownFirstSegments([])).toEqual(expect.arrayContaining(['sw.js', 'offline-copy']))
  })
})
