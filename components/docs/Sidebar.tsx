'use client'

import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'
import { reloadOnce } from '@/components/navigation/reload-once'
import type { SidebarNavCategory, SidebarNavItem } from '@/lib/content/types'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import { SidebarCategory } from './SidebarCategory'
import { DRAFT_BADGE_ATTRIBUTE, SIDEBAR_ATTRIBUTE, sidebarItemsFromMarkup } from './sidebar-markup'
import { loadSidebarBranch, loadSidebarTree } from './sidebar-tree'

interface SidebarProps {
  /**
   * The page's visible tree, from `sidebarNav`: the current page and expanded categories are
   * marked. `null` in an exported page's payload: the browser reads it from the markup.
   */
  items: SidebarNavItem[] | null
  /** Names the page's sidebar markup (PageSidebar.markupKey). */
  markupKey: string
  /** Accessible name of the sidebar navigation. */
  label: string
  /** Accessible name of a category toggle, with {label}. */
  toggleLabel: string
  /** Badge of draft docs (only dev and preview builds have drafts). */
  draftLabel: string
  /** The locale's whole tree (`sidebarTreeUrl`), for the branches the page left out. */
  treeUrl: string
}

interface ItemsContext {
  toggleLabel: string
  draftLabel: string
  treeUrl: string
}

/**
 * The docs sidebar (tutorialSidebar). A page carries only the branches it shows (the current
 * page's path and categories expanded by default); a collapsed category gets its links from the
 * locale's tree when the reader opens it, a file shared by every page of the locale. The tree is
 * fetched as soon as the reader reaches for the sidebar, so opening a branch does not wait.
 */
export function Sidebar({ items, markupKey, label, toggleLabel, draftLabel, treeUrl }: SidebarProps) {
  const preload = () => void loadSidebarTree(treeUrl).catch(() => undefined)
  // Read on every render, not kept in state: the same sidebar shows page after page.
  const shown = items ?? sidebarItemsFromMarkup(markupKey)
  useEffect(() => {
    if (shown === undefined) reloadOnce()
  }, [shown])
  const marker = { [SIDEBAR_ATTRIBUTE]: markupKey }
  return (
    <nav aria-label={label} {...marker} className="p-3" onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
      <SidebarItems items={shown ?? []} context={{ toggleLabel, draftLabel, treeUrl }} />
    </nav>
  )
}

function SidebarItems({ items, context }: { items: SidebarNavItem[]; context: ItemsContext }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) =>
        !('items' in item) ? (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.current ? 'page' : undefined} className="sb-link">
              {item.label}
              {item.draft && <DraftBadge label={context.draftLabel} />}
            </Link>
          </li>
        ) : (
          <CategoryItem key={item.href} item={item} context={context} />
        ),
      )}
    </ul>
  )
}

export function DraftBadge({ label }: { label: string }) {
  return (
    <span {...{ [DRAFT_BADGE_ATTRIBUTE]: true }} className="ms-2 rounded bg-accent px-1.5 py-0.5 align-middle text-xs font-medium text-black">
      {label}
    </span>
  )
}

function CategoryItem({ item, context }: { item: SidebarNavCategory; context: ItemsContext }) {
  const { toggleLabel } = context
  const [opened, setOpened] = useState(item.open === true)
  // A branch the page left out is read from the locale's tree before it opens, so the opening
  // animation measures its real height. If the tree cannot be read, the category page lists it.
  const [children, setChildren] = useState<SidebarNavItem[] | 'unavailable' | null>(item.items)
  async function expand() {
    if (children === null) {
      const loaded = await loadSidebarBranch(context.treeUrl, item.href).catch(() => undefined)
      setChildren(loaded ?? 'unavailable')
    }
    setOpened(true)
  }
  return (
    <SidebarCategory
      label={item.label}
      href={item.href}
      current={item.current === true}
      initiallyCollapsed={!opened}
      onExpand={expand}
      toggleLabel={fillPlaceholders(toggleLabel, { label: item.label })}
    >
      {opened && Array.isArray(children) && <SidebarItems items={children} context={context} />}
      {opened && !Array.isArray(children) && (
        <ul>
          <li>
            <Link href={item.href} className="sb-link">
              {item.label}
            </Link>
          </li>
        </ul>
      )}
    </SidebarCategory>
  )
}
