import type { LocaleId } from '../i18n/locales'
import { pageSidebar, type PageSidebar } from './doc-page-model'
import { sidebarTrail, visibleSidebar } from './sidebar'
import type { DocsSource } from './source'
import type { SidebarCategory } from './types'
import { docUrl } from './urls'

/** One card of a category page: a page (with its description) or a sub-category (with its size). */
export interface CategoryCard {
  kind: 'page' | 'category'
  href: string
  title: string
  description?: string
  draft: boolean
  /** A sub-category's number of entries. */
  items?: number
}

export interface CategoryPageModel {
  category: SidebarCategory
  sidebar: PageSidebar
  homeHref: string
  /** The categories above this one, for breadcrumbs. */
  trail: SidebarCategory[]
  cards: CategoryCard[]
}

/** The generated index of a sidebar category, as its component renders it. */
export function categoryPageModel(locale: LocaleId, category: SidebarCategory, source: Pick<DocsSource, 'sidebar' | 'page'>): CategoryPageModel {
  const tree = source.sidebar(locale)
  const current = { categorySlug: category.slug }
  return {
    category,
    sidebar: pageSidebar(tree, current, locale, category.href),
    homeHref: docUrl(locale, 'quick-start'),
    trail: sidebarTrail(tree, current).slice(0, -1),
    cards: visibleSidebar(category.items, {}).map((child): CategoryCard =>
      child.type === 'link'
        ? { kind: 'page', href: child.href, title: child.label, description: source.page(locale, child.docPath)?.description ?? child.description, draft: child.draft }
        : { kind: 'category', href: child.href, title: child.label, description: child.description, draft: false, items: child.items.length },
    ),
  }
}
