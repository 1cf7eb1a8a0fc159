import { Link } from '@/components/ui/Link'
import { FolderIcon, PageIcon } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { LocaleId } from '@/lib/i18n/locales'
import type { SidebarCategory } from '@/lib/content/types'
import { sidebarNav, sidebarTrail, visibleSidebar } from '@/lib/content/sidebar'
import { docUrl, sidebarTreeUrl } from '@/lib/content/urls'
import { source } from '@/lib/server/docs'
import { Breadcrumbs } from './Breadcrumbs'
import { DocsShell } from './DocsShell'
import { DraftBadge, Sidebar } from './Sidebar'

/** Generated index of a sidebar category: a card per child with its description. */
export async function CategoryPageView({ locale, category }: { locale: LocaleId; category: SidebarCategory }) {
  const t = await getTranslations('category')
  const ts = await getTranslations('sidebar')
  const td = await getTranslations('doc')
  const tree = source.sidebar(locale)
  const current = { categorySlug: category.slug }
  const trail = sidebarTrail(tree, current)
  const children = visibleSidebar(category.items, {})
  return (
    <DocsShell
      sidebar={
        <Sidebar
          items={sidebarNav(tree, current)}
          label={ts('label')}
          toggleLabel={ts.raw('toggleCategory')}
          draftLabel={td('draft')}
          treeUrl={sidebarTreeUrl(locale)}
        />
      }
    >
      <Breadcrumbs homeHref={docUrl(locale, 'quick-start')} trail={trail.slice(0, -1)} current={category.label} />
      <h1 className="text-3xl font-bold desk:text-4xl">{category.label}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{category.description}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-category-cards>
        {children.map((child) => {
          const page = child.type === 'link' ? source.page(locale, child.docPath) : undefined
          const title = child.label
          const description = child.type === 'link' ? (page?.description ?? child.description) : child.description
          return (
            <li key={child.href}>
              <Link href={child.href} className="block h-full rounded-lg border border-line bg-bg-raised p-4 hover:border-brand">
                <span className="flex items-center gap-2 font-semibold text-fg">
                  {child.type === 'category' ? <FolderIcon className="shrink-0 text-fg-muted" /> : <PageIcon className="shrink-0 text-fg-muted" />}
                  {title}
                  {child.type === 'link' && child.draft && <DraftBadge label={td('draft')} />}
                </span>
                {description && <span className="mt-1 line-clamp-3 block text-sm text-fg-muted">{description}</span>}
                {child.type === 'category' && (
                  <span className="mt-2 block text-xs text-fg-muted">{t('items', { count: child.items.length })}</span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </DocsShell>
  )
}
