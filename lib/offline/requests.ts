import { FAULT_CODES_FILE } from '../faults/files'
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { SEARCH_INDEX_DIR } from '../search/files'
import { LAZY_TEXTS_FILE } from '../i18n/lazy-texts'
import { SIDEBAR_TREE_FILE } from '../content/urls'

/**
 * How the service worker treats a request (pure, so it is unit-tested):
 * - `page`: a page load — from the network, else the saved or visited copy, else the offline page;
 * - `static`: Next's content-hashed files (`/_next/static/…`) — from any cache, else the network;
 * - `search-index`: the search files of a locale — cached per build;
 * - `asset`: images, brand files, a locale's sidebar tree, search texts and fault codes — from the network,
 *   else a cache.
 * Anything else (a page fetched by script for a client-side navigation, other origins, requests
 * that ask to bypass caches) is left to the browser: a failed one makes Next load the page in
 * full, which is a `page` request the worker can answer offline.
 */
export type RequestKind = 'page' | 'static' | 'search-index' | 'asset'

export interface RequestFacts {
  url: string
  method: string
  mode: RequestMode
  cache: RequestCache
}

const ASSET_EXTENSION = /\.(svg|png|jpe?g|gif|webp|avif|ico|webmanifest)$/i

export function classifyRequest(request: RequestFacts, scope: { origin: string; basePath: string }): RequestKind | undefined {
  if (request.method !== 'GET') return undefined
  // Saving a copy asks for the network's file (and checks its revision): no cached answer.
  if (request.cache === 'no-store' || request.cache === 'reload') return undefined
  const url = new URL(request.url)
  if (url.origin !== scope.origin) return undefined
  const base = scope.basePath
  if (url.pathname !== `${base}/` && !url.pathname.startsWith(`${base}/`)) return undefined
  const path = url.pathname.slice(base.length)
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith(`/${SEARCH_INDEX_DIR}/`)) return 'search-index'
  if (ASSET_EXTENSION.test(path) || [SIDEBAR_TREE_FILE, LAZY_TEXTS_FILE, FAULT_CODES_FILE].some((file) => path.endsWith(`/${file}`))) return 'asset'
  return undefined
}

/** The cache key of a page: its path, `/x/index.html` and `/x/index` as `/x/`, no query or hash. */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url)
  const path = pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '/')
  return `${origin}${path.endsWith('/') ? path : `${path}/`}`
}

/** The locale a site path belongs to (with the base path; English when there is no prefix). */
export function localeOfPath(pathname: string, basePath: string, locales: readonly LocaleId[]): LocaleId {
  const inside = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname
  const first = inside.split('/').filter(Boolean)[0]
  return locales.find((l) => l !== DEFAULT_LOCALE && l === first) ?? DEFAULT_LOCALE
}

/** The search files of a locale, from their URL (`/search-index/nl.terms-3.json`, `/search-index/nl.worker.js` → nl). */
export function searchFileLocale(pathname: string, locales: readonly LocaleId[]): LocaleId | undefined {
  const match = new RegExp(`/${SEARCH_INDEX_DIR}/([a-z]{2})(\\.[a-z]+(-\\d+)?)?\\.(json|js)$`).exec(pathname)
  return locales.find((l) => l === match?.[1])
}
