import 'server-only'
import { loadSiteConfig } from '../site/load'
import { brandTokens } from '../site/brand'
import { isLocaleId, type LocaleId } from '../i18n/locales'

/** The validated site config of the brand being built (SITE, default ampora). */
export const site = loadSiteConfig()
export const tokens = brandTokens(site)

/** Locales this brand publishes, in the order of the locale table. */
export const siteLocales: readonly LocaleId[] = site.locales

export function isSiteLocale(value: unknown): value is LocaleId {
  return isLocaleId(value) && siteLocales.includes(value)
}

/** Drafts show in `next dev` and in preview builds (PREVIEW=1), never in production. */
export const includeDrafts = process.env.NODE_ENV === 'development' || process.env.PREVIEW === '1'
