import 'server-only'
import { loadSiteConfig } from '../site/load'
import { brandTokens } from '../site/brand'
import { isLocaleId, type LocaleId } from '../i18n/locales'
import { withEnvironment, withLocaleSlice } from '../site/locale-slice'

/**
 * The validated site config of the brand being built (SITE, default ampora). LOCALES=en,nl
 * builds a slice of the configured locales (tests and quick local builds).
 */
export const site = withEnvironment(withLocaleSlice(loadSiteConfig(), process.env.LOCALES), process.env)
export const tokens = brandTokens(site)

/** Locales this build publishes, in the order of the locale table. */
export const siteLocales: readonly LocaleId[] = site.locales

export function isSiteLocale(value: unknown): value is LocaleId {
  return isLocaleId(value) && siteLocales.includes(value)
}

/** Drafts show in `next dev` and in preview builds (PREVIEW=1), never in production. */
export const includeDrafts = process.env.NODE_ENV === 'development' || process.env.PREVIEW === '1'
