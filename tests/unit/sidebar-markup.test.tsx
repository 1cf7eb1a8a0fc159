// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Sidebar } from '@/components/docs/Sidebar'
import { rememberSidebar, sidebarItemsFromMarkup, sidebarItemsOf } from '@/components/docs/sidebar-markup'
import type { SidebarNavItem } from '@/lib/content/types'

// As the site's build sets it (next.config: trailingSlash), so next/link writes hrefs as the pages have them.
process.env.__NEXT_TRAILING_SLASH = 'true'

/** A page's visible tree as sidebarNav makes it: a current page in an open branch, a collapsed branch, a draft. */
const ITEMS: SidebarNavItem[] = [
  { label: 'Quick start', href: '/de/' },
  { label: 'Geräte & Zähler "neu"', href: '/de/category/devices/', open: true, items: [
    { label: 'Wallbox', href: '/de/Devices/wallbox/', current: true },
    { label: 'Entwurf', href: '/de/Devices/draft/', draft: true },
    { label: 'Zähler', href: '/de/category/meters/', items: null },
    { label: 'Leer', href: '/de/category/empty/', open: true, items: [] },
  ] },
  { label: 'Zubehör', href: '/de/category/accessories/', current: true, open: true, items: [{ label: 'P1', href: '/de/Accessories/p1/' }] },
  { label: 'Monitoring', href: '/de/category/monitoring/', items: null },
]

function rendered(items: SidebarNavItem[], markupKey = '/de/Devices/wallbox/'): string {
  return renderToStaticMarkup(<Sidebar items={items} markupKey={markupKey} label="Docs" toggleLabel="{label} öffnen" draftLabel="Entwurf" treeUrl="/de/sidebar.json" />)
}

function navOf(html: string): Element {
  document.body.innerHTML = html
  return document.querySelector('nav[data-sidebar]')!
}

describe('the sidebar read back from its markup', () => {
  it('gives the items it was rendered from: labels, links, the current page, open and collapsed branches, drafts', () => {
    expect(sidebarItemsOf(navOf(rendered(ITEMS)), '')).toEqual(ITEMS)
  })

  it('renders the same markup again from what it read, so hydration matches', () => {
    const html = rendered(ITEMS)
    expect(rendered(sidebarItemsOf(navOf(html), ''))).toBe(html)
  })

  it('takes the base path off the links it reads', () => {
    const nav = navOf('<nav data-sidebar="/docs/"><ul><li><a href="/docs/de/">Start</a></li><li><a href="/docsx/">Other</a></li></ul></nav>')
    expect(sidebarItemsOf(nav, '/docs')).toEqual([{ label: 'Start', href: '/de/' }, { label: 'Other', href: '/docsx/' }])
  })

  it('reads a page by its key, from the document or from a fetched page, and nothing for another page', () => {
    navOf(rendered(ITEMS, '/de/a/'))
    expect(sidebarItemsFromMarkup('/de/a/')).toEqual(ITEMS)
    expect(sidebarItemsFromMarkup('/de/b/')).toBeUndefined()
    const fetched = new DOMParser().parseFromString(`<html><body>${rendered([{ label: 'B', href: '/de/b/', current: true }], '/de/b/')}</body></html>`, 'text/html')
    rememberSidebar(fetched)
    expect(sidebarItemsFromMarkup('/de/b/')).toEqual([{ label: 'B', href: '/de/b/', current: true }])
    // Remembered: the document may show another page by then.
    document.body.innerHTML = ''
    expect(sidebarItemsFromMarkup('/de/a/')).toEqual(ITEMS)
  })
})
