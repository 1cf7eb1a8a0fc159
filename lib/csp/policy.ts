import type { SiteConfig } from '../site/schema'

/**
 * The site's Content-Security-Policy. Everything comes from the site's own origin; the only
 * other origins are the ones the site config names (a model endpoint for Ask AI, a hosted
 * search provider), which the browser then talks to directly.
 *
 * Scripts: files from the origin, and the page's own inline scripts by hash (the head script
 * that runs before paint, next-themes' script, Next's inline RSC payload). No 'unsafe-inline',
 * no 'unsafe-eval'. Styles allow inline: React style attributes and the highlighted code's
 * colour variables are inline styles, and styles cannot run code.
 */
export function contentSecurityPolicy(site: Pick<SiteConfig, 'ask' | 'hostedSearch'>, scriptHashes: string[]): string {
  const connect = ["'self'", ...otherOrigins(site)]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/**
 * What a host adds as a header: the directives a <meta> policy cannot carry (a page may be
 * framed only by the site itself), and the same guards as the page's policy. Browsers enforce
 * both policies; the page's own one decides which scripts run.
 */
export const HEADER_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

function otherOrigins(site: Pick<SiteConfig, 'ask' | 'hostedSearch'>): string[] {
  const urls = [site.ask?.endpoint, site.hostedSearch?.host].filter((u): u is string => Boolean(u))
  return urls.map((u) => new URL(u).origin)
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i

/**
 * The page with its policy as the first element of <head> after the charset: a static host
 * cannot know each page's script hashes, so every page carries its own policy. Running it
 * twice replaces the policy instead of adding a second one.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`
  if (CSP_META.test(html)) return html.replace(CSP_META, meta)
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html)
  const head = /<head[^>]*>/i.exec(html)
  const anchor = charset ?? head
  if (!anchor) throw new Error('no <head> to put the Content-Security-Policy in')
  const at = anchor.index + anchor[0].length
  return html.slice(0, at) + meta + html.slice(at)
}
