/**
 * Which clicks and links the app handles itself: one rule for the article's delegated links
 * (components/static-html/enhance.ts), the progress bar (components/layout/RouteProgress.tsx)
 * and embed mode (components/layout/EmbedNavigation.tsx).
 */

/**
 * A plain left click: with a modifier key the reader asks the browser for a new tab or window.
 * Whether another handler took the click already (defaultPrevented) is the caller's question:
 * the progress bar follows the article's links, which the article navigates itself.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The link an event started in, if any. */
export function linkOfEvent(event: Event): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  return anchor instanceof HTMLAnchorElement ? anchor : undefined
}

/**
 * The in-app path (without the base path: the router adds it) of another page of this site a
 * link opens; undefined for another origin, a new window, a download, a file (Markdown copy,
 * image, PDF: not a page the router can show) or the same page (another anchor: the browser
 * scrolls).
 */
export function sitePagePath(anchor: HTMLAnchorElement, here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>, basePath: string): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.getAttribute('href') ?? '', here.href)
  if (url.origin !== here.origin || !url.pathname.startsWith(`${basePath}/`)) return undefined
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  if (url.pathname === here.pathname && url.search === here.search) return undefined
  return url.pathname.slice(basePath.length) + url.search + url.hash
}
