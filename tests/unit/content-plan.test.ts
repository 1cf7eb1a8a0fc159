import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { splitFrontmatter } from '@/lib/mdx/parse'

// The English documentation against the content plan: the page tree (pages.txt), the folders and
// their slugs (categories.txt) and what the plan names explicitly (plan.yaml), in tests/content-plan/.
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
const plan = parseYaml(fs.readFileSync(path.join(PLAN_DIR, 'plan.yaml'), 'utf8')) as { 'named-pages': string[]; 'category-slugs': string[] }

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
    expect(plan['named-pages'].filter((name) => !pages.includes(name))).toEqual([])
    expect(plan['named-pages'].length).toBeGreaterThan(100)
  })

  it('gives every folder its category with the slug of the plan', () => {
    const slugs = new Set(categories.map(([, slug]) => slug))
    expect(plan['category-slugs'].filter((slug) => !slugs.has(slug))).toEqual([])
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
