/** Query flag the mobile app adds to show pages without the site chrome. */
export const EMBED_PARAM = 'embed'
/** Set on <html> before first paint when the page is embedded (see lib/head-script.ts). */
export const EMBED_ATTRIBUTE = 'data-embed'

/** Adds `embed=true` to a site URL (path, query and hash kept). */
export function withEmbedParam(href: string): string {
  const url = new URL(href, 'http://site')
  url.searchParams.set(EMBED_PARAM, 'true')
  return `${url.pathname}${url.search}${url.hash}`
}
