import type { SidebarCategory, SidebarItem, SidebarLink, SidebarNavItem } from './types'

/** Sort key: explicit position first (ascending), then unpositioned items by file name. */
export interface Ordered {
  position?: number
  name: string
}

export function compareOrdered(a: Ordered, b: Ordered): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY
  const pb = b.position ?? Number.POSITIVE_INFINITY
  if (pa !== pb) return pa - pb
  return a.name.localeCompare(b.name, 'en')
}

function isActiveItem(item: SidebarItem, docPath: string | undefined, categorySlug?: string): boolean {
  if (item.type === 'link') return item.docPath === docPath
  if (categorySlug !== undefined && item.slug === categorySlug) return true
  return item.items.some((child) => isActiveItem(child, docPath, categorySlug))
}

/**
 * The sidebar as a reader sees it on one page: unlisted docs are hidden unless current,
 * categories left without links are dropped, and the active category path is expanded.
 */
export function visibleSidebar(
  items: SidebarItem[],
  current: { docPath?: string; categorySlug?: string },
): SidebarItem[] {
  const result: SidebarItem[] = []
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.unlisted || item.docPath === current.docPath) result.push(item)
      continue
    }
    const children = visibleSidebar(item.items, current)
    if (children.length === 0) continue
    const active = isActiveItem(item, current.docPath, current.categorySlug)
    result.push({ ...item, items: children, collapsed: active ? false : item.collapsed })
  }
  return result
}

/**
 * What the sidebar component receives on one page: the visible tree (see `visibleSidebar`) with
 * only the fields it renders, and only the branches it shows: a category that starts collapsed
 * has `items: null`, its links come from the locale's tree when the reader opens it. Every page
 * carries this in its HTML and in its route payload, so flags are set only when true (the
 * current page, an expanded category, a draft).
 */
export function sidebarNav(items: SidebarItem[], current: { docPath?: string; categorySlug?: string }): SidebarNavItem[] {
  return visibleSidebar(items, current).map((item) => compactNavItem(item, current, 'open-branches'))
}

/**
 * The whole sidebar of a locale, as every page of it shares it: listed docs, categories with all
 * their children (and `open` where a category is expanded by default), no current page. Served
 * once per locale (`sidebarTreeUrl`) for the branches a page leaves out.
 */
export function sidebarTree(items: SidebarItem[]): SidebarNavItem[] {
  return visibleSidebar(items, {}).map((item) => compactNavItem(item, {}, 'all-branches'))
}

function compactNavItem(
  item: SidebarItem,
  current: { docPath?: string; categorySlug?: string },
  branches: 'open-branches' | 'all-branches',
): SidebarNavItem {
  if (item.type === 'link') {
    return {
      label: item.label,
      href: item.href,
      ...(item.docPath === current.docPath && { current: true as const }),
      ...(item.draft && { draft: true as const }),
    }
  }
  const shown = branches === 'all-branches' || !item.collapsed
  return {
    label: item.label,
    href: item.href,
    ...(item.slug === current.categorySlug && { current: true as const }),
    ...(!item.collapsed && { open: true as const }),
    items: shown ? item.items.map((child) => compactNavItem(child, current, branches)) : null,
  }
}

/** The children of the category at `href` in a locale's tree, wherever it sits. */
export function findNavCategoryItems(tree: SidebarNavItem[], href: string): SidebarNavItem[] | undefined {
  for (const item of tree) {
    if (!('items' in item) || item.items === null) continue
    if (item.href === href) return item.items
    const found = findNavCategoryItems(item.items, href)
    if (found) return found
  }
  return undefined
}

/** Categories from the root to the doc (or category), for breadcrumbs. */
export function sidebarTrail(
  items: SidebarItem[],
  current: { docPath?: string; categorySlug?: string },
): SidebarCategory[] {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (current.categorySlug !== undefined && item.slug === current.categorySlug) return [item]
    if (isActiveItem(item, current.docPath, current.categorySlug)) {
      return [item, ...sidebarTrail(item.items, current)]
    }
  }
  return []
}

/** Listed docs in reading order, for previous/next links. */
export function flattenLinks(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return item.unlisted ? [] : [item]
    return flattenLinks(item.items)
  })
}

export function findCategory(items: SidebarItem[], slug: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.slug === slug) return item
    const found = findCategory(item.items, slug)
    if (found) return found
  }
  return undefined
}

export function allCategories(items: SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...allCategories(item.items)] : []))
}

export function neighbours(
  items: SidebarItem[],
  docPath: string,
): { previous?: SidebarLink; next?: SidebarLink } {
  const links = flattenLinks(items)
  const index = links.findIndex((link) => link.docPath === docPath)
  if (index < 0) return {}
  return { previous: links[index - 1], next: links[index + 1] }
}
