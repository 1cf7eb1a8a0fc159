import { localizedPath } from '../i18n/paths'
import type { LocaleId } from '../i18n/locales'

/** The doc shown at the docs home `/` instead of at its own path. */
export const HOME_DOC_PATH = 'quick-start'

/** URL path segment of a doc: its file path, except the home doc which is the root. */
export function docRoutePath(docPath: string): string {
  return docPath === HOME_DOC_PATH ? '' : docPath
}

export function docUrl(locale: LocaleId, docPath: string, hash?: string): string {
  return localizedPath(locale, docRoutePath(docPath), hash)
}

export const CATEGORY_ROUTE = 'category'

export function categoryUrl(locale: LocaleId, slug: string): string {
  return localizedPath(locale, `${CATEGORY_ROUTE}/${slug}`)
}

/** Docs linked from the footer when the site has them. */
export const FOOTER_LINK_DOCS = ['legal/data-privacy', 'legal/terms-of-use', 'legal/SLA', 'certificates']

/** File name of a page's Markdown copy, written beside its index.html by the build. */
export const MARKDOWN_FILE = 'index.md'

/** The Markdown copy of a page: `/nl/installation/` → `/nl/installation/index.md`. */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl}${MARKDOWN_FILE}`
}

/** File name of a locale's whole sidebar tree, written once per locale beside its llms.txt. */
export const SIDEBAR_TREE_FILE = 'sidebar.json'

/** Where a locale's sidebar tree is: `/sidebar.json` for English, `/nl/sidebar.json` … */
export function sidebarTreeUrl(locale: LocaleId): string {
  return `${localizedPath(locale, '')}${SIDEBAR_TREE_FILE}`
}
