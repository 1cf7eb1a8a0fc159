import { createHash } from 'node:crypto'

/** Script types a browser executes; others (application/json, ld+json) are data and need no hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

// A script's text cannot contain "</script" (the parser would end it there), so the first
// closing tag is the real one; this reads exported HTML exactly, without parsing the whole page.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|/|$)`, 'i').exec(attributes)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** The text of every inline script of a page that the browser runs, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    scripts.push(text)
  }
  return scripts
}

/** A CSP hash source for a script text: 'sha256-…' of its UTF-8 bytes. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The distinct hash sources of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHashSource))]
}
