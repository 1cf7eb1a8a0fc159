/** What the link checker needs from one exported HTML page. */
export interface PageLinks {
  /** Element ids on the page (anchor targets). */
  ids: Set<string>
  /** Links of the page's <body>, in document order. */
  links: { href: string; text: string }[]
}

const ID = /\sid="([^"]+)"/g
const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/g
const HREF = /\shref="([^"]*)"/

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * Ids and links of a page. Our HTML is generated, so attributes are always double-quoted; the
 * inline React payload escapes its quotes and is not matched.
 */
export function extractPageLinks(html: string): PageLinks {
  const bodyStart = html.indexOf('<body')
  const body = bodyStart >= 0 ? html.slice(bodyStart) : html
  const ids = new Set([...body.matchAll(ID)].map((m) => decodeEntities(m[1]!)))
  const links: PageLinks['links'] = []
  for (const match of body.matchAll(ANCHOR)) {
    const href = HREF.exec(match[1]!)?.[1]
    if (href === undefined) continue
    const text = decodeEntities(match[2]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
    links.push({ href: decodeEntities(href), text })
  }
  return { ids, links }
}
