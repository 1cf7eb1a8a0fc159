/**
 * What the React components inside a StaticHtml part did, done by delegation on its root:
 * in-site links navigate in the app and fetch their page ahead (as components/ui/Link.tsx),
 * code blocks copy (components/mdx/CopyButton.tsx), tabs switch (components/mdx/Tabs.tsx).
 */
import { prefetchPage } from '@/components/navigation/page-payloads'
import { copyCodeBlock } from './copy-code'
import { onTabClick, onTabKey } from './tabs'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** The in-app path (no base path) a link opens, when it is a page of this site. */
export function pageHref(anchor: HTMLAnchorElement, here: Location = location): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin || !url.pathname.startsWith(`${basePath}/`)) return undefined
  // A file (Markdown copy, image, PDF) is not a page the router can show.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  // Same page, another anchor: the browser scrolls.
  if (url.pathname === here.pathname && url.search === here.search) return undefined
  return url.pathname.slice(basePath.length) + url.search + url.hash
}

function anchorOf(event: Event, root: HTMLElement): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : undefined
}

/** Installs the behaviours on a StaticHtml root; returns their removal. */
export function enhanceStaticHtml(root: HTMLElement, navigate: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (onTabClick(event) || copyCodeBlock(event)) return
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = anchorOf(event, root)
    const href = anchor && pageHref(anchor)
    if (href === undefined) return
    event.preventDefault()
    navigate(href)
  }
  const onReach = (event: Event) => {
    const anchor = anchorOf(event, root)
    const href = anchor && pageHref(anchor)
    if (href !== undefined) prefetchPage(href)
  }
  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['click', onClick as EventListener],
    ['keydown', onTabKey as EventListener],
    ['mouseover', onReach],
    ['focusin', onReach],
    ['touchstart', onReach, { passive: true }],
  ]
  for (const [type, listener, options] of listeners) root.addEventListener(type, listener, options)
  return () => {
    for (const [type, listener, options] of listeners) root.removeEventListener(type, listener, options)
  }
}
