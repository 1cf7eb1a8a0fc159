import { localizedPath } from '../i18n/paths'
import type { LocaleId } from '../i18n/locales'
import { BRAND_ASSET_DIR } from '../site/assets'

/**
 * Where the exported site keeps what offline reading needs. Paths are inside the site, without
 * the base path; the functions taking `basePath` return URLs the browser requests.
 */

/** The service worker, at the root of the base path so its scope covers the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js'

/** One manifest per locale, listing every file of its offline copy with revision and size. */
export const OFFLINE_COPY_DIR = 'offline-copy'

/** The page shown offline for a page that is not saved (one per locale). */
export const OFFLINE_ROUTE = 'offline'

export function serviceWorkerUrl(basePath: string): string {
  return `${basePath}/${SERVICE_WORKER_FILE}`
}

/** The scope of the service worker: everything under the base path. */
export function serviceWorkerScope(basePath: string): string {
  return `${basePath}/`
}

export function offlineCopyManifestPath(locale: LocaleId): string {
  return `/${OFFLINE_COPY_DIR}/${locale}.json`
}

export function offlinePagePath(locale: LocaleId): string {
  return localizedPath(locale, OFFLINE_ROUTE)
}

/** The web app manifest of a locale (its start URL is that locale's docs home). */
export function webManifestPath(locale: LocaleId): string {
  return `/${BRAND_ASSET_DIR}/manifest-${locale}.webmanifest`
}

/** App icons rendered from the brand's favicon by scripts/prepare-site.ts. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const

/** The home-screen icon of iOS, which ignores the web app manifest's icons. */
export const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180 } as const
