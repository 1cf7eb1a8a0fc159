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
