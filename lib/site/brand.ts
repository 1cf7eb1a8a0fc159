import type { SiteConfig } from './schema'

/**
 * Brand tokens: the names a white-label customer changes. Content writes them as
 * components in MDX bodies (`<ControllerName />`) and as `{controllerName}` in front matter
 * and category labels; both resolve here.
 */
export function brandTokens(site: SiteConfig): Record<string, string> {
  const c = site.custom
  return {
    brand: c.brand,
    customer: c.customer,
    controllerName: c.controllerName,
    appName: c.appName,
    portalName: c.monitoringPortalName,
    portalUrl: c.monitoringPortalUrl,
    supportEmail: c.supportEmail,
    'sidebar.controller': c.sidebarNames.controller,
    'sidebar.portal': c.sidebarNames.portal,
    'sidebar.app': c.sidebarNames.app,
  }
}

/**
 * The plain word each product name stands for, in English: anchors are made of them (so they
 * do not change with the brand), and search finds a section that names the product by its
 * brand name when a reader types the plain word ("controller").
 */
export const BRAND_PLAIN_WORDS: Record<string, string> = {
  controllerName: 'controller',
  portalName: 'portal',
  appName: 'app',
  brand: 'brand',
  customer: 'company',
  supportEmail: 'support',
}

/** Product names a section may say, with the plain word a reader types for each. */
export function productNames(tokens: Record<string, string>): { name: string; plainWord: string }[] {
  return (['controllerName', 'portalName', 'appName'] as const).map((token) => ({ name: tokens[token]!, plainWord: BRAND_PLAIN_WORDS[token]! })).filter((p) => p.name)
}

export const BRAND_TOKEN_NAMES = [
  'brand',
  'customer',
  'controllerName',
  'appName',
  'portalName',
  'portalUrl',
  'supportEmail',
  'sidebar.controller',
  'sidebar.portal',
  'sidebar.app',
] as const

const TOKEN = /\{([\w.]+)\}/g

/** Tokens used in a text that are not brand tokens (for the build-time check). */
export function unknownBrandTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((m) => m[1]!)
    .filter((name) => !(BRAND_TOKEN_NAMES as readonly string[]).includes(name))
}

export function resolveBrandText(text: string, tokens: Record<string, string>): string {
  return text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole)
}
