import { LOCALE_IDS } from '../i18n/locales'
import { SEARCH_INDEX_DIR } from '../search/files'
import type { SiteConfig } from '../site/schema'
import { CATEGORY_ROUTE, docRoutePath } from './urls'

/** Routes that are not docs, the same in every locale. */
export const STANDALONE_ROUTES = ['markdown-page', 'link-report'] as const

/** Every route path of a locale without its prefix ('' for the home), for the not-found redirects. */
export function routePaths(docPaths: string[], categorySlugs: string[], site: SiteConfig): string[] {
  return [
    ...docPaths.map(docRoutePath),
    ...categorySlugs.map((slug) => `${CATEGORY_ROUTE}/${slug}`),
    site.searchPagePath,
    ...STANDALONE_ROUTES,
  ]
}

/** First path segments that exist at the site's base path (for the wrong-base-path check). */
export function knownFirstSegments(routes: string[]): string[] {
  const segments = new Set<string>([...LOCALE_IDS, '_next', SEARCH_INDEX_DIR, 'brand', 'img', '404'])
  for (const route of routes) if (route) segments.add(route.split('/')[0]!)
  return [...segments].sort()
}
