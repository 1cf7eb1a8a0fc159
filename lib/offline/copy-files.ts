import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { STANDALONE_REPORT_ROUTES } from '../content/routes'
import { BRAND_ASSET_DIR } from '../site/assets'
import { OFFLINE_ROUTE } from './files'
import { GO_ROUTE } from '../go/go-page'

/**
 * Which exported files make up a locale's offline copy (used by scripts/build-offline.ts):
 * its HTML pages, the images they show, its sidebar tree and search texts, its search files and
 * Next's static files.
 * Offline, a client-side navigation whose page cannot be fetched falls back to a full page load,
 * which the saved HTML answers.
 */

/** Folders of a locale that hold no page worth saving (reports, error pages, the offline page, label links). */
const SKIPPED_FIRST_SEGMENTS = new Set<string>([...STANDALONE_REPORT_ROUTES, OFFLINE_ROUTE, '404', GO_ROUTE])

/**
 * Whether `out/<file>` (an `index.html`) is a page of the locale's copy. English pages are at the
 * root, other locales under their prefix.
 */
export function isCopyPage(file: string, locale: LocaleId, siteLocales: readonly LocaleId[]): boolean {
  if (!file.endsWith('index.html')) return false
  const segments = file.split('/').slice(0, -1)
  const own = locale === DEFAULT_LOCALE ? segments : segments[0] === locale ? segments.slice(1) : undefined
  if (!own) return false
  if (locale === DEFAULT_LOCALE && own.length > 0 && (siteLocales as readonly string[]).includes(own[0]!)) return false
  const first = own[0]
  if (first === undefined) return true
  return !first.startsWith('_') && !SKIPPED_FIRST_SEGMENTS.has(first)
}

/** The URL of a page file: `nl/installation/index.html` → `/nl/installation/`. */
export function pageUrlOfFile(file: string, basePath: string): string {
  return `${basePath}/${file.replace(/index\.html$/, '')}`
}

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i

/**
 * Site paths (without the base path) of the images a page shows: `src` and `srcset` of its
 * elements, and the drawings its figures reference (`<use href>`). Brand files are left out (the
 * app shell holds them), and so are other origins.
 */
export function referencedImages(html: string, basePath: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<use\b[^>]*\shref="([^"]+)"|\s(?:src|srcset|srcSet)="([^"]+)"/g)) {
    for (const candidate of (match[1] ?? match[2]!).split(',')) {
      const url = candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&').split(/[?#]/)[0]!
      if (!url.startsWith(`${basePath}/`) || url.startsWith('//') || !IMAGE.test(url)) continue
      const path = url.slice(basePath.length)
      if (path.startsWith('/_next/') || path.startsWith(`/${BRAND_ASSET_DIR}/`)) continue
      found.add(path)
    }
  }
  return [...found].sort()
}
