/**
 * What the React components inside a StaticHtml part did, done by delegation on its root:
 * in-site links navigate in the app and fetch their page ahead (as components/ui/Link.tsx),
 * code blocks copy (components/mdx/CopyButton.tsx), tabs switch (components/mdx/Tabs.tsx),
 * figures open full screen (components/mdx/Figure.tsx).
 */
import { prefetchPage } from '@/components/navigation/page-payloads'
import { isPlainClick, linkOfEvent, sitePagePath } from '@/lib/navigation/page-link'
import { copyCodeBlock } from './copy-code'
import { openFigureZoom } from './figure-zoom'
import { onTabClick, onTabKey, restoreTabChoices } from './tabs'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** The in-app path of the site page a link inside the root opens, if it does. */
function pagePathOf(event: Event, root: HTMLElement): string | undefined {
  const anchor = linkOfEvent(event)
  return anchor && root.contains(anchor) ? sitePagePath(anchor, location, basePath) : undefined
}

/** Installs the behaviours on a StaticHtml root; returns their removal. */
export function enhanceStaticHtml(root: HTMLElement, navigate: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (onTabClick(event) || copyCodeBlock(event) || openFigureZoom(event)) return
    if (event.defaultPrevented || !isPlainClick(event)) return
    const href = pagePathOf(event, root)
    if (href === undefined) return
    event.preventDefault()
    navigate(href)
  }
  const onReach = (event: Event) => {
    const href = pagePathOf(event, root)
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
  restoreTabChoices(root)
  return () => {
    for (const [type, listener, options] of listeners) root.removeEventListener(type, listener, options)
  }
}
