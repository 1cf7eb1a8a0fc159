import { DEFAULT_LOCALE, type LocaleId } from './locales'

/**
 * The one function that builds a page URL, for every locale: English has no prefix, every
 * other locale is prefixed by its id (`/ch/` for Chinese). `path` is a doc path without
 * slashes at either end ('' for the docs home). The result ends with a slash because the
 * export uses `trailingSlash: true`; it never includes the base path (next/link adds it).
 */
export function localizedPath(locale: LocaleId, path: string, hash?: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '')
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  const url = clean ? `${prefix}/${clean}/` : `${prefix}/`
  return hash ? `${url}#${hash}` : url
}

/**
 * Splits a site path (without base path) into its locale and the doc path inside it. An `/en/`
 * prefix is accepted too: it is the route English pages are rendered under before the export
 * moves them to the root, and the client router still reports it.
 */
export function parseLocalizedPath(
  pathname: string,
  isLocale: (segment: string) => segment is LocaleId,
): { locale: LocaleId; path: string } {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  if (first !== undefined && isLocale(first)) {
    return { locale: first, path: segments.slice(1).join('/') }
  }
  return { locale: DEFAULT_LOCALE, path: segments.join('/') }
}

/** Absolute URL for sitemaps, canonical links and Open Graph tags. */
export function absoluteUrl(siteUrl: string, basePath: string, sitePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${basePath}${sitePath}`
}

/**
 * The same page in another locale: `/nl/installation/` → `/ch/installation/`. Used by the
 * language menu; pages exist in every locale (untranslated ones in English).
 */
export function switchLocalePath(
  pathname: string,
  target: LocaleId,
  isLocale: (segment: string) => segment is LocaleId,
): string {
  const { path } = parseLocalizedPath(pathname, isLocale)
  return localizedPath(target, path)
}
