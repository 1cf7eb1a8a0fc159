/**
 * Build step: gives every exported HTML page its Content-Security-Policy as a <meta>, with the
 * hashes of that page's inline scripts (lib/csp). Runs after every step that writes HTML.
 */
import fs from 'node:fs'
import path from 'node:path'
import { inlineScriptHashes } from '../lib/csp/inline-scripts'
import { contentSecurityPolicy, withPolicyMeta } from '../lib/csp/policy'
import type { SiteConfig } from '../lib/site/schema'

export function addContentSecurityPolicy(out: string, site: Pick<SiteConfig, 'ask' | 'hostedSearch'>) {
  let pages = 0
  const hashes = new Set<string>()
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = fs.readFileSync(file, 'utf8')
    const pageHashes = inlineScriptHashes(html)
    pageHashes.forEach((h) => hashes.add(h))
    fs.writeFileSync(file, withPolicyMeta(html, contentSecurityPolicy(site, pageHashes)))
    pages += 1
  }
  return { pages, distinctScripts: hashes.size }
}
