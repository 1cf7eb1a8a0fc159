/**
 * A page's sidebar links ship once, as markup. The build leaves the Sidebar's `items` out of the
 * page's React payload (lib/export/static-html.ts): the browser reads them back from the sidebar
 * the HTML already holds, the document it loaded or the HTML of a page it fetched to follow a
 * link (components/navigation/page-payloads.ts). Reading inverts what Sidebar.tsx renders, so
 * hydration sees the same tree. Kept for the session: back and forward render pages again from
 * the router's cache.
 */
import type { SidebarNavCategory, SidebarNavItem, SidebarNavLink } from '@/lib/content/types'

/** Marks the sidebar's `<nav>`; its value names the page (PageSidebar.markupKey). */
export const SIDEBAR_ATTRIBUTE = 'data-sidebar'
/** Marks a category's `<li>`; its value is the category's label. */
export const SIDEBAR_CATEGORY_ATTRIBUTE = 'data-category'
export const DRAFT_BADGE_ATTRIBUTE = 'data-draft-badge'

const itemsByKey = new Map<string, SidebarNavItem[]>()

/** The items a rendered sidebar `<nav>` was made from; `basePath` is taken off its links. */
export function sidebarItemsOf(nav: Element, basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''): SidebarNavItem[] {
  const list = nav.querySelector(':scope > ul')
  return list ? itemsOfList(list, basePath) : []
}

function itemsOfList(list: Element, basePath: string): SidebarNavItem[] {
  return [...list.children].map((li) => (li.hasAttribute(SIDEBAR_CATEGORY_ATTRIBUTE) ? categoryOf(li, basePath) : linkOf(li, basePath)))
}

function hrefOf(link: Element, basePath: string): string {
  const href = link.getAttribute('href') ?? ''
  return basePath && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href
}

const isCurrent = (link: Element) => link.getAttribute('aria-current') === 'page'

function linkOf(li: Element, basePath: string): SidebarNavLink {
  const link = li.querySelector(':scope > a')!
  // The label is the link's own text; a draft badge is an element after it.
  const label = [...link.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent).join('')
  return {
    label,
    href: hrefOf(link, basePath),
    ...(isCurrent(link) ? { current: true as const } : {}),
    ...(link.querySelector(`[${DRAFT_BADGE_ATTRIBUTE}]`) ? { draft: true as const } : {}),
  }
}

/** A category: its row (link and toggle), then its branch, hidden and empty while collapsed. */
function categoryOf(li: Element, basePath: string): SidebarNavCategory {
  const [row, branch] = [...li.children]
  const link = row!.querySelector(':scope > a')!
  const open = branch !== undefined && !branch.hasAttribute('hidden')
  const list = open ? branch.querySelector(':scope > ul') : null
  return {
    label: li.getAttribute(SIDEBAR_CATEGORY_ATTRIBUTE) ?? link.textContent ?? '',
    href: hrefOf(link, basePath),
    ...(isCurrent(link) ? { current: true as const } : {}),
    ...(open ? { open: true as const } : {}),
    items: open ? (list ? itemsOfList(list, basePath) : []) : null,
  }
}

/** Remembers the sidebar of a page's HTML, fetched to follow a link to it. */
export function rememberSidebar(page: ParentNode): void {
  const nav = page.querySelector(`nav[${SIDEBAR_ATTRIBUTE}]`)
  const key = nav?.getAttribute(SIDEBAR_ATTRIBUTE)
  if (nav && key) itemsByKey.set(key, sidebarItemsOf(nav))
}

/** The items of the page `key`'s sidebar: remembered, or read from the document while it hydrates. */
export function sidebarItemsFromMarkup(key: string): SidebarNavItem[] | undefined {
  const remembered = itemsByKey.get(key)
  if (remembered !== undefined) return remembered
  const nav = [...document.querySelectorAll(`nav[${SIDEBAR_ATTRIBUTE}]`)].find((el) => el.getAttribute(SIDEBAR_ATTRIBUTE) === key)
  if (!nav) return undefined
  const items = sidebarItemsOf(nav)
  itemsByKey.set(key, items)
  return items
}
