/** After `next build`: the framework's scripts are requested once the page has painted (lib/export/scripts-after-paint.ts). */
import { withScriptsAfterPaint } from '../lib/export/scripts-after-paint'
import { rewritePages } from './rewrite-pages'

export function loadScriptsAfterPaint(outDir: string): { pages: number; scripts: number } {
  let scripts = 0
  const pages = rewritePages(outDir, (html) => {
    const rewritten = withScriptsAfterPaint(html)
    scripts += rewritten?.scripts ?? 0
    return rewritten?.html
  })
  return { pages, scripts }
}
