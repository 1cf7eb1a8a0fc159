import { LOCALE_IDS } from '../i18n/locales'
import { SEARCH_INDEX_DIR } from '../search/files'
import { OFFLINE_COPY_DIR, OFFLINE_ROUTE, SERVICE_WORKER_FILE } from '../offline/files'
import type { SiteConfig } from '../site/schema'
import { FAULT_CODES_ROUTE } from '../faults/files'
import { CATEGORY_ROUTE, docRoutePath } from './urls'

/** Editors' reports: pages for the team, not for readers (left out of the offline copy). */
export const STANDALONE_REPORT_ROUTES = ['link-report'] as const

/** Routes that are not docs, the same in every locale. */
/** The glossary of the domain's terms (lib/data/glossary.ts), in every locale. */
export const GLOSSARY_ROUTE = 'glossary'
/** The commissioning checklist (content/data/commissioning.yaml), in every locale. */
export const COMMISSIONING_ROUTE = 'commissioning'
/** The compatibility finder over the device data (content/data/devices/), in every locale. */
export const COMPATIBILITY_ROUTE = 'compatibility'
export const STANDALONE_ROUTES = ['markdown-page', GLOSSARY_ROUTE, COMMISSIONING_ROUTE, COMPATIBILITY_ROUTE, FAULT_CODES_ROUTE, ...STANDALONE_REPORT_ROUTES, OFFLINE_ROUTE] as const

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
  const segments = new Set<string>([...LOCALE_IDS, '_next', SEARCH_INDEX_DIR, OFFLINE_COPY_DIR, SERVICE_WORKER_FILE, 'brand', 'img', '404'])
  for (const route of routes) if (route) segments.add(route.split('/')[0]!)
  return [...segments].sort()
}
