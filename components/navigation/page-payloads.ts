/**
 * The browser side of lib/navigation/route-payload.ts: answers the router's request for a
 * page's `index.txt` from the page's HTML, and fetches that HTML ahead when the reader reaches
 * for a link. Installed once, when the first client module of the layout loads: before
 * hydration, so before any navigation.
 */
import { isSlowConnection } from '@/lib/connection'
import { pageOfRoutePayload, routePayloadFromHtml } from '@/lib/navigation/route-payload'
import { rememberStaticHtml } from '@/components/static-html/store'
import { rememberSidebar } from '@/components/docs/sidebar-markup'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** How long a page fetched ahead is kept for the navigation that may follow. */
const KEEP_MS = 60_000
const pagesAhead = new Map<string, { html: Promise<Response>; at: number }>()

/** Fetches a page's HTML ahead (not on data-saver or 2G connections), once a minute at most per page. */
export function prefetchPage(href: string): void {
  if (typeof window === 'undefined' || isSlowConnection(navigator as never)) return
  const url = new URL(`${basePath}${href}`, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return
  // Pages fetched ahead and never opened are let go once they are too old to use.
  for (const [path, { at }] of pagesAhead) if (Date.now() - at >= KEEP_MS) pagesAhead.delete(path)
  if (pagesAhead.has(url.pathname)) return
  const html = fetch(url.pathname, { priority: 'low', credentials: 'same-origin' })
  html.catch(() => pagesAhead.delete(url.pathname))
  pagesAhead.set(url.pathname, { html, at: Date.now() })
}

function pageHtml(pathname: string, signal: AbortSignal | null | undefined): Promise<Response> {
  const kept = pagesAhead.get(pathname)
  pagesAhead.delete(pathname)
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.html
  return fetch(pathname, { credentials: 'same-origin', signal })
}

/** The router's request for a payload, answered with the payload read from the page's HTML. */
async function payloadResponse(url: URL, signal: AbortSignal | null | undefined, page: string): Promise<Response> {
  const html = await pageHtml(page, signal)
  if (!html.ok) return new Response(null, { status: html.status, statusText: html.statusText })
  const text = await html.text()
  const payload = routePayloadFromHtml(text)
  // Not a page of this build (another app on the host): the router loads it in full.
  if (!payload) return new Response(null, { status: 404 })
  // Its article and its sidebar's links are in the markup only (StaticHtml.tsx, sidebar-markup.ts).
  const markup = new DOMParser().parseFromString(text, 'text/html')
  rememberStaticHtml(markup)
  rememberSidebar(markup)
  const response = new Response(payload, { status: 200, headers: { 'content-type': 'text/x-component' } })
  Object.defineProperty(response, 'url', { value: url.href })
  return response
}

function install() {
  if (typeof window === 'undefined' || (window as { __pagePayloads?: true }).__pagePayloads) return
  ;(window as { __pagePayloads?: true }).__pagePayloads = true
  const networkFetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const request = typeof input === 'string' || input instanceof URL ? undefined : input
    const url = new URL(request ? request.url : String(input), location.href)
    const page = url.origin === location.origin && (init?.method ?? request?.method ?? 'GET') === 'GET' ? pageOfRoutePayload(url) : undefined
    if (page === undefined) return networkFetch(input, init)
    return payloadResponse(url, init?.signal ?? request?.signal, page)
  }
}

install()
