import { localizedPath } from '../i18n/paths'
import type { LocaleId } from '../i18n/locales'
import { HOME_DOC_PATH } from './urls'

/** Whether an href in content points inside the site (root-relative, not a file). */
export function isInternalHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/)[0]!
  return !/\.[a-z0-9]+$/i.test(path)
}

/**
 * Content links are written as English site paths (`/Accessories/p1-cable/#pinout`); on a page
 * of another locale they must stay in that locale.
 */
export function localizeContentHref(href: string, locale: LocaleId): string {
  if (!isInternalHref(href)) return href
  const hashIndex = href.indexOf('#')
  const hash = hashIndex >= 0 ? href.slice(hashIndex + 1) : undefined
  const path = (hashIndex >= 0 ? href.slice(0, hashIndex) : href).split('?')[0]!.replace(/^\/+|\/+$/g, '')
  return localizedPath(locale, path === HOME_DOC_PATH ? '' : path, hash || undefined)
}
