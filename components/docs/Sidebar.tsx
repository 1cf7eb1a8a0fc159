import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { SidebarItem } from '@/lib/content/types'
import { cn } from '@/lib/cn'
import { SidebarCategory } from './SidebarCategory'

interface SidebarProps {
  items: SidebarItem[]
  currentDocPath?: string
  currentCategory?: string
}

function isActive(item: SidebarItem, props: SidebarProps): boolean {
  if (item.type === 'link') return item.docPath === props.currentDocPath
  return item.slug === props.currentCategory || item.items.some((child) => isActive(child, props))
}

/** The docs sidebar (tutorialSidebar), rendered on the server; categories collapse on the client. */
export async function Sidebar(props: SidebarProps) {
  const t = await getTranslations('sidebar')
  const renderItems = (items: SidebarItem[]): React.ReactNode =>
    items.map((item) => {
      if (item.type === 'link') {
        const current = item.docPath === props.currentDocPath
        return (
          <li key={item.docPath}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2 py-1.5 text-sm hover:bg-bg-soft',
                current ? 'bg-brand-soft font-medium text-brand' : 'text-fg-muted hover:text-fg',
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      }
      return (
        <SidebarCategory
          key={item.slug}
          label={item.label}
          href={item.href}
          active={item.slug === props.currentCategory}
          initiallyCollapsed={item.collapsed && !isActive(item, props)}
          toggleLabel={t('toggleCategory', { label: item.label })}
        >
          {renderItems(item.items)}
        </SidebarCategory>
      )
    })
  return (
    <nav aria-label={t('label')} data-sidebar className="p-3">
      <ul className="space-y-0.5">{renderItems(props.items)}</ul>
    </nav>
  )
}
