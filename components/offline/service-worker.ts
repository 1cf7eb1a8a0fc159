/// <reference lib="webworker" />
/**
 * The service worker, bundled and given its precache list by scripts/build-offline.ts after the
 * export (out/sw.js). What it answers from where:
 * - precache (the app shell of this build): Next's static files, the offline page of every
 *   locale, brand files, icons and web app manifests;
 * - pages: the network first; offline (or after NAVIGATION_TIMEOUT_MS without an answer) the
 *   visited or saved copy; else the offline page in the page's language;
 * - search files (index and worker): cached per build for every locale the reader opens, else
 *   the saved copy;
 * - images: the network, else a cache.
 * It activates a new build only when the reader chooses Reload (SKIP_WAITING), so a page never
 * mixes files of two builds: every HTML page references content-hashed files, and the visited
 * cache keeps the files its pages used.
 */
import { CacheExpiration, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions, type SerwistPlugin } from 'serwist'
import type { LocaleId } from '@/lib/i18n/locales'
import { classifyRequest, localeOfPath, pageKey, searchFileLocale } from '@/lib/offline/requests'
import { isSearchCacheName, parseSavedCopyCacheName, searchCacheName, VISITED_CACHE } from '@/lib/offline/cache-names'
import { offlineCopyManifestPath, offlinePagePath } from '@/lib/offline/files'
import { searchIndexPath, searchLocaleFiles, searchPassagesPath } from '@/lib/search/files'
import type { SearchIndexFile } from '@/lib/search/types'
import { OFFLINE_MESSAGES, type OfflineMessage } from './messages'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] }
/** Set by the build (esbuild `define`). */
declare const __OFFLINE_BUILD__: { version: string; basePath: string; locales: LocaleId[] }

const { version, basePath, locales } = __OFFLINE_BUILD__
const NAVIGATION_TIMEOUT_MS = 4000
const VISITED_MAX_AGE_SECONDS = 60 * 60 * 24 * 45

const visitedExpiration = new CacheExpiration(VISITED_CACHE, { maxAgeSeconds: VISITED_MAX_AGE_SECONDS })

/** Every shell file a page used goes to the visited cache too: it outlives this build's precache. */
const keepForVisitedPages: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
    if (!cachedResponse || !(event instanceof FetchEvent)) return cachedResponse
    if (event.request.destination !== 'document') event.waitUntil(remember(request.url, cachedResponse.clone(), { replace: false }))
    return cachedResponse
  },
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6, plugins: [keepForVisitedPages] },
  // No skipWaiting: a new build waits until the reader chooses Reload (the page sends SKIP_WAITING).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
})

/**
 * Keeps a response in the visited cache. Its timestamp is renewed on every use, so a shared file
 * never expires before the pages that use it.
 */
async function remember(url: string, response: Response, { replace = true } = {}): Promise<void> {
  const cache = await caches.open(VISITED_CACHE)
  if (replace || !(await cache.match(url))) await cache.put(url, response)
  await visitedExpiration.updateTimestamp(url)
}

/**
 * Names of the complete saved copies of a locale (normally one; two while a copy is being
 * replaced). A copy is complete once its manifest is stored; a partial one (a download cut off)
 * is never read, so a page never comes from a copy that lacks the files it uses.
 */
async function savedCopies(locale?: LocaleId): Promise<string[]> {
  const names: string[] = []
  for (const name of await caches.keys()) {
    const parsed = parseSavedCopyCacheName(name)
    if (!parsed || (locale !== undefined && parsed.locale !== locale)) continue
    // Asked every time (a removed copy saved again has the same name while it downloads); only
    // the fallbacks of a failed or slow request come here.
    if (await caches.match(`${basePath}${offlineCopyManifestPath(parsed.locale)}`, { cacheName: name })) names.push(name)
  }
  return names
}

async function matchIn(names: string[], url: string): Promise<Response | undefined> {
  for (const cacheName of names) {
    const found = await caches.match(url, { cacheName, ignoreSearch: true })
    if (found) return found
  }
  return undefined
}

/** A page from the visited cache or the saved copy of its locale. */
async function storedPage(key: string): Promise<Response | undefined> {
  const locale = localeOfPath(new URL(key).pathname, basePath, locales)
  return matchIn([VISITED_CACHE, ...(await savedCopies(locale))], key)
}

async function offlinePage(pathname: string): Promise<Response | undefined> {
  const locale = localeOfPath(pathname, basePath, locales)
  return (
    (await serwist.matchPrecache(`${basePath}${offlinePagePath(locale)}`)) ??
    (await serwist.matchPrecache(`${basePath}${offlinePagePath('en')}`))
  )
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html')

async function handlePage({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent
  const key = pageKey(request.url)
  const network = (async () => {
    const response = ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(request))
    if (response.ok && isHtml(response)) fetchEvent.waitUntil(remember(key, response.clone()))
    return response
  })()
  fetchEvent.waitUntil(network.then(() => warmSearch(request.url)).catch(() => undefined))
  // A weak connection gets the stored copy after a while; the network answer still updates it.
  const slow = new Promise<Response | undefined>((resolve) => setTimeout(() => resolve(storedPage(key)), NAVIGATION_TIMEOUT_MS))
  try {
    const first = await Promise.race([network, slow.then((stored) => stored ?? network)])
    if (first.status >= 500) return (await storedPage(key)) ?? first
    return first
  } catch {
    return (await storedPage(key)) ?? (await offlinePage(new URL(request.url).pathname)) ?? Response.error()
  }
}

/** Hashed files: any cache holds the right bytes; files of older builds stay for visited pages. */
async function handleStatic({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch: true })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) (event as FetchEvent).waitUntil(remember(request.url, response.clone()))
  return response
}

/** Puts the search files of the page's locale in this build's search cache (once), Ask AI's passages aside. */
async function warmSearch(pageUrl: string): Promise<void> {
  const locale = localeOfPath(new URL(pageUrl).pathname, basePath, locales)
  const cache = await caches.open(searchCacheName(version))
  const fetchInto = async (url: string) => {
    const cached = await cache.match(url)
    if (cached) return cached
    const response = await fetch(url)
    if (response.ok) await cache.put(url, response.clone())
    return response
  }
  const base = await fetchInto(`${basePath}${searchIndexPath(locale)}`)
  if (!base.ok) return
  const index = (await base.json()) as SearchIndexFile
  for (const path of searchLocaleFiles(index)) {
    if (path !== searchPassagesPath(locale)) await fetchInto(`${basePath}${path}`)
  }
}

async function handleSearchFile({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const url = new URL(request.url)
  const cache = await caches.open(searchCacheName(version))
  const cached = await cache.match(url.href, { ignoreSearch: true })
  if (cached) return cached
  try {
    const response = await fetch(request)
    if (response.ok) (event as FetchEvent).waitUntil(cache.put(url.href, response.clone()))
    return response
  } catch (error) {
    const locale = searchFileLocale(url.pathname, locales)
    const saved = locale ? await matchIn(await savedCopies(locale), url.href) : undefined
    if (saved) return saved
    throw error
  }
}

async function handleAsset({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(request)
    if (response.ok) (event as FetchEvent).waitUntil(remember(request.url, response.clone()))
    return response
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true })
    if (cached) return cached
    throw error
  }
}

const scope = { origin: self.location.origin, basePath }
const handlers = { page: handlePage, static: handleStatic, 'search-index': handleSearchFile, asset: handleAsset }
for (const [kind, handler] of Object.entries(handlers)) {
  serwist.registerCapture(({ request }) => classifyRequest(request, scope) === kind, handler)
}

/** Stores a page the reader reached by client-side navigation (its HTML was not requested). */
async function rememberPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin)
  if (classifyRequest({ url: url.href, method: 'GET', mode: 'navigate', cache: 'default' }, scope) !== 'page') return
  const key = pageKey(url.href)
  if (await caches.match(key, { cacheName: VISITED_CACHE })) return
  const response = await fetch(key)
  if (response.ok && isHtml(response)) await remember(key, response)
  await warmSearch(key)
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as OfflineMessage | undefined
  if (message?.type === OFFLINE_MESSAGES.rememberPage) event.waitUntil(rememberPage(message.path).catch(() => undefined))
  if (message?.type === OFFLINE_MESSAGES.version) event.ports[0]?.postMessage({ version })
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (isSearchCacheName(name) && name !== searchCacheName(version)) await caches.delete(name)
      await visitedExpiration.expireEntries()
    })(),
  )
})

serwist.addEventListeners()
