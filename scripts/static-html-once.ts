/**
 * After `next build`: each StaticHtml part (a doc's article) ships once, as markup, not again
 * in the page's React payload (lib/export/static-html.ts).
 */
import { withStaticHtmlOnce } from '../lib/export/static-html'
import { rewritePages } from './rewrite-pages'

export function shipStaticHtmlOnce(outDir: string): { pages: number; parts: number; bytes: number } {
  const result = { pages: 0, parts: 0, bytes: 0 }
  result.pages = rewritePages(outDir, (html) => {
    const once = withStaticHtmlOnce(html)
    if (!once) return undefined
    result.parts += once.parts
    result.bytes += Buffer.byteLength(html) - Buffer.byteLength(once.html)
    return once.html
  })
  return result
}
