'use client'

import { Link } from '@/components/ui/Link'
import { useState } from 'react'
import type { SidebarNavCategory, SidebarNavItem } from '@/lib/content/types'
import { cn } from '@/lib/cn'
import { SidebarCategory } from './SidebarCategory'

interface SidebarProps {
  /** The page's visible tree, from `sidebarNav`: the current page and expanded categories are marked. */
  items: SidebarNavItem[]
  /** Accessible name of the sidebar navigation. */
  label: string
  /** Accessible name of a category toggle, with {label}. */
  toggleLabel: string
  /** Badge of draft docs (only dev and preview builds have drafts). */
  draftLabel: string
}

interface ItemsContext {
  toggleLabel: string
  draftLabel: string
}

/**
 * The docs sidebar (tutorialSidebar). It receives the tree as data and renders only expanded
 * categories, so a page does not carry every link of the site as hidden HTML; the branch of the
 * current page starts expanded.
 */
export function Sidebar({ items, label, toggleLabel, draftLabel }: SidebarProps) {
  return (
    <nav aria-label={label} data-sidebar className="p-3">
      <SidebarItems items={items} context={{ toggleLabel, draftLabel }} />
    </nav>
  )
}

function SidebarItems({ items, context }: { items: SidebarNavItem[]; context: ItemsContext }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) =>
        !('items' in item) ? (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2 py-1.5 text-sm hover:bg-bg-soft',
                item.current ? 'bg-brand-soft font-medium text-brand' : 'text-fg-muted hover:text-fg',
              )}
            >
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
    <span data-draft-badge className="ms-2 rounded bg-accent px-1.5 py-0.5 align-middle text-xs font-medium text-black">
      {label}
    </span>
  )
}

function CategoryItem({ item, context }: { item: SidebarNavCategory; context: ItemsContext }) {
  const { toggleLabel } = context
  const [opened, setOpened] = useState(item.open === true)
  return (
    <SidebarCategory
      label={item.label}
      href={item.href}
      current={item.current === true}
      initiallyCollapsed={!opened}
      onExpand={() => setOpened(true)}
      toggleLabel={toggleLabel.replace('{label}', item.label)}
    >
      {opened && <SidebarItems items={item.items} context={context} />}
    </SidebarCategory>
  )
}
