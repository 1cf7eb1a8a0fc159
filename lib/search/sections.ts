import { fromHtml } from 'hast-util-from-html'
import { select } from 'hast-util-select'
import type { Element, ElementContent, Root } from 'hast'
import type { Section } from './types'

/** Elements whose text is not part of what a reader searches for. */
const SKIP_TAGS = new Set(['button', 'svg', 'script', 'style', 'template', 'nav'])
const SECTION_TAGS = new Set(['h2', 'h3'])
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'td', 'th', 'pre', 'div', 'section', 'aside', 'figure', 'figcaption', 'dt', 'dd', 'h4', 'h5', 'h6', 'blockquote', 'br', 'table', 'ul', 'ol'])

function classes(node: Element): string[] {
  const value = node.properties?.className
  return Array.isArray(value) ? value.map(String) : []
}

function skipped(node: Element): boolean {
  return SKIP_TAGS.has(node.tagName) || classes(node).includes('heading-anchor') || classes(node).includes('sr-only')
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element' || skipped(node)) return ''
  const inner = node.children.map(textOf).join('')
  return BLOCK_TAGS.has(node.tagName) ? ` ${inner} ` : inner
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The sections of an exported doc page: its intro and each h2/h3 with its id. Returns null for
 * HTML that is not a doc page.
 */
export function extractSections(html: string, pageUrl: string, locale: string): Section[] | null {
  const tree: Root = fromHtml(html)
  const article = select('article[data-doc]', tree)
  const prose = article && select('.prose', article)
  if (!article || !prose) return null
  const title = clean(textOf(select('h1', article)!))
  const label = String(article.properties?.dataSectionLabel ?? '')
  const lang = article.properties?.lang ? String(article.properties.lang) : locale

  const sections: Section[] = []
  let current: Section = { url: pageUrl, pageUrl, title, label, heading: null, text: '', lang }
  const parts: string[] = []
  const flush = () => {
    current.text = clean(parts.join(' '))
    sections.push(current)
    parts.length = 0
  }
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'element' && SECTION_TAGS.has(node.tagName) && node.properties?.id) {
        flush()
        current = { url: `${pageUrl}#${String(node.properties.id)}`, pageUrl, title, label, heading: clean(textOf(node)), text: '', lang }
      } else if (node.type === 'element' && !skipped(node) && node.children.some((c) => c.type === 'element' && (SECTION_TAGS.has(c.tagName) || c.children?.length))) {
        // Descend into wrappers (admonitions, tabs) so headings inside still split sections.
        if (BLOCK_TAGS.has(node.tagName)) parts.push(' ')
        walk(node.children)
        if (BLOCK_TAGS.has(node.tagName)) parts.push(' ')
      } else {
        parts.push(textOf(node))
      }
    }
  }
  walk(prose.children)
  flush()
  // An empty intro still finds the page by its title.
  return sections.filter((s, i) => i === 0 || s.text || s.heading)
}
