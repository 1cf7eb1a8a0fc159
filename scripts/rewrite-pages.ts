import fs from 'node:fs'
import path from 'node:path'

/**
 * Rewrites every HTML file of an export with `rewrite` (undefined leaves a file as it is);
 * returns how many files changed.
 */
export function rewritePages(outDir: string, rewrite: (html: string) => string | undefined): number {
  let changed = 0
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = rewrite(fs.readFileSync(file, 'utf8'))
    if (html === undefined) continue
    fs.writeFileSync(file, html)
    changed++
  }
  return changed
}
