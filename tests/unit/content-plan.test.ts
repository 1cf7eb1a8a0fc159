import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { splitFrontmatter } from '@/lib/mdx/parse'

// The English documentation against the content plan (a copy of ../shared/CONTENT-PLAN.md and
// its concrete page tree, tests/content-plan/).
const PLAN_DIR = 'tests/content-plan'
const DOCS = 'content/docs/en'

const pages = fs
  .readFileSync(path.join(PLAN_DIR, 'pages.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(/\s+/)[0]!)
const categories = fs
  .readFileSync(path.join(PLAN_DIR, 'categories.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/) as [string, string])
const plan = fs.readFileSync(path.join(PLAN_DIR, 'CONTENT-PLAN.md'), 'utf8')

/** Backticked names in the plan section whose heading starts with `heading`. */
function namesIn(heading: string): string[] {
  const start = plan.indexOf(`## ${heading}`)
  const end = plan.indexOf('\n## ', start + 1)
  const section = plan.slice(start, end < 0 ? undefined : end).split('\n').slice(1).join('\n')
  return [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''))
}

/** Names of a section's first paragraph (before its nested lists). */
function topLevelNames(heading: string): string[] {
  const start = plan.indexOf(`## ${heading}`)
  const paragraph = plan.slice(start).split('\n').slice(1).join('\n').split('\n- ')[0]!
  return [...paragraph.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
}

/** Words of real content: no front matter, code, tags or Markdown syntax. */
function contentWords(body: string): number {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`|>:[\]-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length
}

describe('the content plan', () => {
  it('has every page of the page tree', () => {
    const missing = pages.filter((p) => !fs.existsSync(path.join(DOCS, `${p}.mdx`)))
    expect(missing).toEqual([])
    expect(pages.length).toBeGreaterThanOrEqual(220)
  })

  it('realises every page the plan names explicitly', () => {
    const missingFrom = (names: string[], prefix: string) => names.filter((n) => !pages.includes(`${prefix}${n}`))
    const missing = [
      ...missingFrom(namesIn('Top-level guides'), '').filter((n) => n !== '/'),
      ...missingFrom(namesIn('`Accessories/`'), 'Accessories/'),
      ...missingFrom(topLevelNames('`Configuration-from-A-to-Z/`'), 'Configuration-from-A-to-Z/'),
      ...missingFrom(namesIn('`Troubleshooting/`'), 'Troubleshooting/'),
      ...missingFrom(namesIn('`legal/`'), 'legal/'),
    ]
    const config = plan.slice(plan.indexOf('## `Configuration-from-A-to-Z/`'), plan.indexOf('## `Controller/`'))
    const nested = (folder: string) =>
      [...(new RegExp(`\`${folder}/\`:([^\\n]*(?:\\n {2,}[^\\n-][^\\n]*)*)`).exec(config)?.[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
    missing.push(...nested('local-control-modes').filter((n) => !pages.includes(`Configuration-from-A-to-Z/local-control-modes/${n}`)))
    missing.push(...nested('Extra-Information').filter((n) => !pages.includes(`Configuration-from-A-to-Z/Extra-Information/${n}`)))
    // Monitoring names are paths inside the monitoring section of the tree.
    const monitoring = namesIn('`Monitoring/`').filter((n) => /^[a-z_/-]+$/.test(n) && !n.endsWith('-portal'))
    missing.push(...monitoring.filter((n) => !pages.some((p) => p.startsWith('Monitoring/') && (p.endsWith(`/${n}`) || p.includes(`/${n}/`)))))
    expect(missing).toEqual([])
  })

  it('gives every folder its category with the slug of the plan', () => {
    const slugs = new Set(categories.map(([, slug]) => slug))
    const planned = [...plan.slice(plan.indexOf('## Category slugs')).split('\n## ')[0]!.matchAll(/\b([a-z0-9]+(?:-[a-z0-9]+)*)\b/g)]
      .map((m) => m[1]!)
      .filter((word) => !['category', 'slugs', 'slug', 'and', 'one', 'per', 'meter', 'brand', 'group'].includes(word))
    expect(planned.filter((slug) => !slugs.has(slug))).toEqual([])
    for (const [folder, slug] of categories) {
      const file = path.join(DOCS, folder, '_category_.yml')
      expect(fs.existsSync(file), file).toBe(true)
      const meta = parseYaml(fs.readFileSync(file, 'utf8')) as { label?: string; description?: string; slug?: string }
      expect(meta.slug, file).toBe(slug)
      expect(meta.label && meta.description, file).toBeTruthy()
    }
  })

  it('gives every doc a title, a description and at least 250 words of content', () => {
    const thin: string[] = []
    for (const page of pages) {
      const { frontmatter, body } = splitFrontmatter(fs.readFileSync(path.join(DOCS, `${page}.mdx`), 'utf8'))
      const fm = frontmatter as { title?: string; description?: string }
      expect(fm.title && fm.description, page).toBeTruthy()
      if (contentWords(body) < 250) thin.push(`${page} (${contentWords(body)} words)`)
    }
    expect(thin).toEqual([])
  })

  it('has no placeholder text anywhere in the content', () => {
    // Upper case only: "todo" is an ordinary word in Spanish and Portuguese.
    const placeholder = /\b(TODO|TBD|FIXME)\b|lorem ipsum|coming soon|\[insert/
    const files = fs.readdirSync('content', { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(mdx|ya?ml)$/.test(e.name))
    const hits = files.map((e) => path.join(e.parentPath, e.name)).filter((file) => placeholder.test(fs.readFileSync(file, 'utf8')))
    expect(hits).toEqual([])
  })
})
