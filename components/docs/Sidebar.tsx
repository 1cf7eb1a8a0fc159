'use client'

import { Link } from '@/components/ui/Link'
import { useState } from 'react'
import type { SidebarItem } from '@/lib/content/types'
import { cn } from '@/lib/cn'
import { SidebarCategory } from './SidebarCategory'

interface SidebarProps {
  items: SidebarItem[]
  currentDocPath?: string
  currentCategory?: string
  /** Accessible name of the sidebar navigation. */
  label: string
  /** Accessible name of a category toggle, with {label}. */
  toggleLabel: string
  /** Badge of draft docs (only dev and preview builds have drafts). */
  draftLabel: string
}

interface ItemsContext {
  current: { currentDocPath?: string; currentCategory?: string }
  toggleLabel: string
  draftLabel: string
}

function isActive(item: SidebarItem, docPath?: string, categorySlug?: string): boolean {
  if (item.type === 'link') return item.docPath === docPath
  return item.slug === categorySlug || item.items.some((child) => isActive(child, docPath, categorySlug))
}

/**
 * The docs sidebar (tutorialSidebar). It receives the tree as data and renders only expanded
 * categories, so a page does not carry every link of the site as hidden HTML; the branch of the
 * current page starts expanded.
 */
export function Sidebar({ items, currentDocPath, currentCategory, label, toggleLabel, draftLabel }: SidebarProps) {
  return (
    <nav aria-label={label} data-sidebar className="p-3">
      <SidebarItems items={items} context={{ current: { currentDocPath, currentCategory }, toggleLabel, draftLabel }} />
    </nav>
  )
}

function SidebarItems({ items, context }: { items: SidebarItem[]; context: ItemsContext }) {
  const { current } = context
  return (
    <ul className="space-y-0.5">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.docPath}>
            <Link
              href={item.href}
              aria-current={item.docPath === current.currentDocPath ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2 py-1.5 text-sm hover:bg-bg-soft',
                item.docPath === current.currentDocPath ? 'bg-brand-soft font-medium text-brand' : 'text-fg-muted hover:text-fg',
              )}
            >
              {item.label}
              {item.draft && <DraftBadge label={context.draftLabel} />}
            </Link>
          </li>
        ) : (
          <CategoryItem key={item.slug} item={item} context={context} />
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

function CategoryItem({ item, context }: { item: Extract<SidebarItem, { type: 'category' }>; context: ItemsContext }) {
  const { current, toggleLabel } = context
  const active = isActive(item, current.currentDocPath, current.currentCategory)
  const [opened, setOpened] = useState(!item.collapsed || active)
  return (
    <SidebarCategory
      label={item.label}
      href={item.href}
      current={item.slug === current.currentCategory}
      initiallyCollapsed={!opened}
      onExpand={() => setOpened(true)}
      toggleLabel={toggleLabel.replace('{label}', item.label)}
    >
      {opened && <SidebarItems items={item.items} context={context} />}
    </SidebarCategory>
  )
}
