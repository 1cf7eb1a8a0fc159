import { decodeHTML } from 'entities/decode'

/** What the link checker needs from one exported HTML page. */
export interface PageLinks {
  /** Element ids on the page (anchor targets). */
  ids: Set<string>
  /** Links of the page's <body>, in document order. */
  links: { href: string; text: string; inArticle: boolean }[]
  /** Text of the first <h1>, for the report. */
  title?: string
}

const ID = /\sid="([^"]+)"/g
const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/g
const HREF = /\shref="([^"]*)"/
const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/

const textContent = (html: string) => decodeHTML(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())

/**
 * Ids and links of a page. Our HTML is generated, so attributes are always double-quoted; the
 * inline React payload escapes its quotes and is not matched.
 */
export function extractPageLinks(html: string): PageLinks {
  const bodyStart = html.indexOf('<body')
  const body = bodyStart >= 0 ? html.slice(bodyStart) : html
  const ids = new Set([...body.matchAll(ID)].map((m) => decodeHTML(m[1]!)))
  const links: PageLinks['links'] = []
  const articleStart = body.indexOf('<article')
  const articleEnd = body.indexOf('</article>')
  for (const match of body.matchAll(ANCHOR)) {
    const href = HREF.exec(match[1]!)?.[1]
    if (href === undefined) continue
    const inArticle = articleStart >= 0 && match.index > articleStart && match.index < articleEnd
    links.push({ href: decodeHTML(href), text: textContent(match[2]!), inArticle })
  }
  const h1 = H1.exec(body)?.[1]
  return { ids, links, title: h1 === undefined ? undefined : textContent(h1) }
}
