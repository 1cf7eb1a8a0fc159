import { DEFAULT_LOCALE, LOCALE_IDS } from '../i18n/locales'
import type { SiteConfig } from './schema'

/** The site config limited to the locales of a comma-separated list (English always stays). */
export function withLocaleSlice(site: SiteConfig, list: string | undefined): SiteConfig {
  if (!list?.trim()) return site
  const wanted = new Set([DEFAULT_LOCALE, ...list.split(',').map((l) => l.trim())])
  const unknown = [...wanted].filter((l) => !(LOCALE_IDS as readonly string[]).includes(l))
  if (unknown.length > 0) throw new Error(`LOCALES names unknown locales: ${unknown.join(', ')}`)
  return { ...site, locales: site.locales.filter((l) => wanted.has(l)) }
}
