import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import type { Element, ElementContent, Root } from 'hast'
import { articleHtml } from '../export/doc-article'
import type { Section } from './types'
import { STEP_MARK, TABLE_CELL_SEPARATOR } from './passage-marks'

/** Elements whose text is not part of what a reader searches for. */
const SKIP_TAGS = new Set(['button', 'svg', 'script', 'style', 'template', 'nav'])
const SECTION_TAGS = new Set(['h2', 'h3'])
const BLOCK_TAGS = new Set(['p', 'li', 'pre', 'div', 'section', 'aside', 'figure', 'figcaption', 'h4', 'h5', 'h6', 'blockquote', 'br', 'ul', 'ol'])

function classes(node: Element): string[] {
  const value = node.properties?.className
  return Array.isArray(value) ? value.map(String) : []
}

function skipped(node: Element): boolean {
  return SKIP_TAGS.has(node.tagName) || classes(node).includes('heading-anchor') || classes(node).includes('sr-only')
}

/**
 * Ends a block of text with a line break. Section texts keep their line breaks, so the sentence
 * splitter of Ask AI sees every list item, table row and paragraph as its own unit.
 */
function block(text: string): string {
  const trimmed = text.replace(/[ \t]+/g, ' ').trim()
  return trimmed ? `\n${trimmed}\n` : ' '
}

function cellsOf(row: Element): string[] {
  return row.children.filter((c): c is Element => c.type === 'element').map((c) => clean(textOf(c)))
}

/** A table as lines "Header: cell — Header: cell", each row readable on its own. */
function tableText(table: Element): string {
  const rows = selectAll('tr', table)
  const headRow = rows.find((row) => row.children.every((c) => c.type !== 'element' || c.tagName === 'th'))
  const head = headRow ? cellsOf(headRow) : []
  return rows
    .filter((row) => row !== headRow)
    .map((row) =>
      block(
        cellsOf(row)
          .map((cell, i) => (head[i] && cell ? `${head[i]}: ${cell}` : cell))
          .filter(Boolean)
          .join(TABLE_CELL_SEPARATOR),
      ),
    )
    .join('')
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element' || skipped(node)) return ''
  if (node.tagName === 'table') return tableText(node)
  if (node.tagName === 'ol') {
    return block(node.children.map((child) => (child.type === 'element' && child.tagName === 'li' ? block(`${STEP_MARK} ${textOf(child).trim()}`) : textOf(child))).join(''))
  }
  const inner = node.children.map(textOf).join('')
  if (node.tagName === 'dt') return `\n${clean(inner)}: `
  if (node.tagName === 'dd') return `${clean(inner)}\n`
  return BLOCK_TAGS.has(node.tagName) ? block(inner) : inner
}

function containsSectionHeading(node: ElementContent): boolean {
  return node.type === 'element' && node.children.some((c) => (c.type === 'element' && SECTION_TAGS.has(c.tagName)) || containsSectionHeading(c))
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()
/** Collapses spaces but keeps one line break between blocks. */
const cleanBlocks = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').replace(/ ?\n[\s]*/g, '\n').trim()

/**
 * The site paths of the pages a node links to: links within the site (`href` from the root),
 * without the base path, query and anchor; not the page itself (its own anchors).
 */
function linkedPages(node: ElementContent, pageUrl: string, basePath: string): string[] {
  if (node.type !== 'element' || skipped(node)) return []
  const anchors = node.tagName === 'a' ? [node] : selectAll('a[href]', node)
  return anchors.flatMap((a) => {
    const href = String(a.properties?.href ?? '')
    if (!href.startsWith(`${basePath}/`) || href.startsWith('//')) return []
    const path = href.slice(basePath.length).replace(/[?#].*$/, '')
    return path && path !== pageUrl ? [path] : []
  })
}

/**
 * The sections of an exported doc page: its intro and each h2/h3 with its id, with the pages
 * each links to. Returns null for HTML that is not a doc page.
 */
export function extractSections(html: string, pageUrl: string, locale: string, basePath = ''): Section[] | null {
  const source = articleHtml(html)
  if (source === undefined) return null
  const tree: Root = fromHtml(source, { fragment: true })
  const article = select('article[data-doc]', tree)
  const prose = article && select('.prose', article)
  if (!article || !prose) return null
  const title = clean(textOf(select('h1', article)!))
  const label = String(article.properties?.dataSectionLabel ?? '')
  const lang = article.properties?.lang ? String(article.properties.lang) : locale

  const sections: Section[] = []
  let current: Section = { url: pageUrl, pageUrl, title, label, heading: null, text: '', lang }
  const parts: string[] = []
  const links = new Set<string>()
  const flush = () => {
    current.text = cleanBlocks(parts.join(' '))
    if (links.size > 0) current.links = [...links]
    sections.push(current)
    parts.length = 0
    links.clear()
  }
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'element' && SECTION_TAGS.has(node.tagName) && node.properties?.id) {
        flush()
        current = { url: `${pageUrl}#${String(node.properties.id)}`, pageUrl, title, label, heading: clean(textOf(node)), text: '', lang }
      } else if (node.type === 'element' && !skipped(node) && containsSectionHeading(node)) {
        // Descend into wrappers (admonitions, tabs) that hold headings, so those still split sections.
        if (BLOCK_TAGS.has(node.tagName)) parts.push(' ')
        walk(node.children)
        if (BLOCK_TAGS.has(node.tagName)) parts.push(' ')
      } else {
        parts.push(textOf(node))
        for (const link of linkedPages(node, pageUrl, basePath)) links.add(link)
      }
    }
  }
  walk(prose.children)
  flush()
  // An empty intro still finds the page by its title.
  return sections.filter((s, i) => i === 0 || s.text || s.heading)
}
