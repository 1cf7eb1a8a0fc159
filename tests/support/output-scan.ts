import fs from 'node:fs'
import path from 'node:path'

const TEXT_FILE = /\.(html|js|mjs|json|xml|txt|css|svg|md|webmanifest)$/

/** Every text file of an exported site (HTML, scripts, payloads, data, sitemaps, styles). */
export function textFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Files whose text matches the pattern, each with the first match in its context. */
export function filesMatching(dir: string, pattern: RegExp): { file: string; match: string }[] {
  const found: { file: string; match: string }[] = []
  for (const file of textFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8')
    const match = pattern.exec(text)
    if (match) found.push({ file: path.relative(dir, file), match: text.slice(Math.max(0, match.index - 40), match.index + 40) })
  }
  return found
}
