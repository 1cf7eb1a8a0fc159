import { DEFAULT_LOCALE, LOCALE_IDS } from '../i18n/locales'
import type { SiteConfig } from './schema'
import { publishedSecretProblems } from './secrets'
import { ContentError } from '../validation/problems'

/** The locales of a comma-separated list (LOCALES=nl,ar) with English; undefined for no list. */
export function localeSlice(list: string | undefined): Set<string> | undefined {
  if (!list?.trim()) return undefined
  const wanted = new Set([DEFAULT_LOCALE, ...list.split(',').map((l) => l.trim())])
  const unknown = [...wanted].filter((l) => !(LOCALE_IDS as readonly string[]).includes(l))
  if (unknown.length > 0) throw new Error(`LOCALES names unknown locales: ${unknown.join(', ')}`)
  return wanted
}

/** The site config limited to the locales of a comma-separated list (English always stays). */
export function withLocaleSlice(site: SiteConfig, list: string | undefined): SiteConfig {
  const wanted = localeSlice(list)
  if (!wanted) return site
  return { ...site, locales: site.locales.filter((l) => wanted.has(l)) }
}

/**
 * Deployment settings that may differ per environment without editing the brand's file:
 * ASK_ENDPOINT (with ASK_MODEL, ASK_SITE_TOKEN, ASK_TIMEOUT_MS) sets the Ask AI endpoint.
 * They are published with the site like the config, so a secret-looking value is refused.
 */
export function withEnvironment(site: SiteConfig, env: NodeJS.ProcessEnv): SiteConfig {
  if (!env.ASK_ENDPOINT) return site
  const problems = publishedSecretProblems('environment', {
    ASK_ENDPOINT: env.ASK_ENDPOINT,
    ASK_MODEL: env.ASK_MODEL,
    ASK_SITE_TOKEN: env.ASK_SITE_TOKEN,
  })
  if (problems.length > 0) throw new ContentError(problems)
  return {
    ...site,
    ask: {
      endpoint: env.ASK_ENDPOINT,
      model: env.ASK_MODEL || site.ask?.model || 'docs-assistant',
      siteToken: env.ASK_SITE_TOKEN || site.ask?.siteToken,
      timeoutMs: env.ASK_TIMEOUT_MS ? Number(env.ASK_TIMEOUT_MS) : site.ask?.timeoutMs,
    },
  }
}
