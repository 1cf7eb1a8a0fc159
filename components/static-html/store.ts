/**
 * The markup of StaticHtml parts (StaticHtml.tsx), by key. The build leaves their children out
 * of the React payload (lib/export/static-html.ts), so the browser takes them from HTML: the
 * document it loaded, or the HTML of a page it fetched to follow a link
 * (components/navigation/page-payloads.ts). Kept for the session: back and forward render
 * pages again from the router's cache.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html'

const markupByKey = new Map<string, string>()

/** Remembers the StaticHtml parts of a page's HTML, fetched to follow a link to it. */
export function rememberStaticHtml(page: ParentNode): void {
  for (const part of page.querySelectorAll(`[${STATIC_HTML_ATTRIBUTE}]`)) {
    markupByKey.set(part.getAttribute(STATIC_HTML_ATTRIBUTE)!, part.innerHTML)
  }
}

/** The markup of a part: remembered, or read from the document while it hydrates. */
export function staticHtml(key: string): string | undefined {
  const remembered = markupByKey.get(key)
  if (remembered !== undefined) return remembered
  const inDocument = document.querySelector(`[${STATIC_HTML_ATTRIBUTE}="${CSS.escape(key)}"]`)
  if (!inDocument) return undefined
  markupByKey.set(key, inDocument.innerHTML)
  return inDocument.innerHTML
}
