/**
 * After `next build`: each StaticHtml part (a doc's article) and the sidebar's links ship once, as markup, not again
 * in the page's React payload (lib/export/static-html.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { withStaticHtmlOnce } from '../lib/export/static-html'

export function shipStaticHtmlOnce(outDir: string): { pages: number; parts: number; bytes: number } {
  const result = { pages: 0, parts: 0, bytes: 0 }
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = fs.readFileSync(file, 'utf8')
    const once = withStaticHtmlOnce(html)
    if (!once) continue
    fs.writeFileSync(file, once.html)
    result.pages++
    result.parts += once.parts
    result.bytes += Buffer.byteLength(html) - Buffer.byteLength(once.html)
  }
  return result
}
