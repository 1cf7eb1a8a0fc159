import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { toMdast, type Handle } from 'hast-util-to-mdast'
import { toText } from 'hast-util-to-text'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { Code } from 'mdast'
import { articleHtml } from '../export/doc-article'

/**
 * The Markdown copy of a doc page, made from the page's exported HTML: every MDX component is
 * already resolved there (brand names from the site config, tables from content/data, links in
 * the reader's locale), so the copy says exactly what the page says, with no second renderer
 * to keep in step with the components.
 */

export interface MarkdownPage {
  title: string
  description: string
  markdown: string
}

const h = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const text = (value: string) => ({ type: 'text' as const, value })
const data = (node: Element, name: string) => node.properties?.[name]
const hasClass = (node: Element, name: string) => Array.isArray(node.properties?.className) && node.properties.className.includes(name)

/** Page chrome inside the text that is not content: icons, copy buttons, heading anchors. */
function isChrome(node: Element): boolean {
  return (
    ['button', 'script', 'style', 'template'].includes(node.tagName) ||
    hasClass(node, 'heading-anchor') ||
    hasClass(node, 'sr-only') ||
    data(node, 'ariaHidden') === 'true'
  )
}

/** Rewrites the components' HTML into plain HTML that Markdown can say. */
function simplify(node: Element, absolute: (href: string) => string): Element {
  // Admonition → a quote that starts with its title in bold.
  if (data(node, 'dataAdmonition') !== undefined) {
    const [title, body] = node.children.filter((c): c is Element => c.type === 'element')
    const titleText = title ? toText(title).trim() : ''
    return simplify(h('blockquote', [h('p', [h('strong', [text(titleText)])]), ...(body?.children ?? [])]), absolute)
  }
  // Tabs → each panel under its label in bold (readers of the copy see every alternative).
  if (hasClass(node, 'tabs')) {
    const labels = selectAll('[role="tab"]', node).map((tab) => toText(tab).trim())
    const panels = selectAll('[role="tabpanel"]', node)
    return simplify(h('div', panels.flatMap((panel, i) => [h('p', [h('strong', [text(labels[i] ?? '')])]), h('div', panel.children)])), absolute)
  }
  // A drawing made from data (no file) → its description, with the caption in italics.
  if (node.tagName === 'figure' && data(node, 'dataConnectionDrawing') !== undefined) {
    const drawing = select('[role="img"]', node)
    const caption = select('figcaption', node)
    return h('div', [
      h('p', [h('em', [text(caption ? toText(caption).trim() : '')])]),
      h('p', [text(String((drawing && data(drawing, 'ariaLabel')) ?? ''))]),
    ])
  }
  // A diagram (inline SVG) → an image of its file, with the caption in italics.
  if (node.tagName === 'figure' && data(node, 'dataRehypePrettyCodeFigure') === undefined) {
    const picture = select('[data-src]', node)
    const img = select('img', node)
    const caption = select('figcaption', node)
    const src = picture ? String(data(picture, 'dataSrc')) : img ? String(data(img, 'src') ?? '') : ''
    const alt = picture ? String(data(picture, 'ariaLabel') ?? '') : img ? String(data(img, 'alt') ?? '') : ''
    const parts: ElementContent[] = [h('p', [h('img', [], { src: absolute(src), alt })])]
    if (caption) parts.push(h('p', [h('em', [text(toText(caption).trim())])]))
    return h('div', parts)
  }
  // Cards → a list of links with their descriptions.
  if (node.children.some((c) => c.type === 'element' && hasClass(c, 'card'))) {
    const items = node.children
      .filter((c): c is Element => c.type === 'element' && hasClass(c, 'card'))
      .map((card) => {
        const [title, description] = card.children.filter((c): c is Element => c.type === 'element')
        const link = h('a', [text(title ? toText(title).trim() : '')], { href: absolute(String(data(card, 'href') ?? '')) })
        const rest = description ? [text(`: ${toText(description).trim()}`)] : []
        return h('li', [link, ...rest])
      })
    return h('ul', items)
  }
  const children: ElementContent[] = []
  for (const child of node.children) {
    if (child.type === 'element') {
      if (isChrome(child)) continue
      children.push(simplify(child, absolute))
    } else if (child.type === 'text') children.push(child)
  }
  const copy: Element = { ...node, children }
  if (node.tagName === 'a' && typeof data(node, 'href') === 'string') {
    copy.properties = { ...node.properties, href: absolute(String(data(node, 'href'))) }
  }
  return copy
}

/** rehype-pretty-code's figure → a fenced block with its language and title. */
const codeFigure: Handle = (state, node) => {
  const pre = select('pre', node)
  const title = select('[data-rehype-pretty-code-title]', node)
  const lines = pre ? selectAll('[data-line]', pre).map((line) => toText(line)) : []
  const value = lines.length > 0 ? lines.join('\n') : pre ? toText(pre) : ''
  const lang = pre ? data(pre, 'dataLanguage') : undefined
  const result: Code = {
    type: 'code',
    lang: typeof lang === 'string' && lang !== 'plaintext' ? lang : null,
    meta: title ? `title="${toText(title).trim().replace(/"/g, "'")}"` : null,
    value: value.replace(/\n+$/, ''),
  }
  state.patch(node, result)
  return result
}

function isCodeFigure(node: Element) {
  return node.tagName === 'figure' && data(node, 'dataRehypePrettyCodeFigure') !== undefined
}

const figure: Handle = (state, node, parent) => (isCodeFigure(node) ? codeFigure(state, node, parent) : state.all(node))

function attribute(html: string, pattern: RegExp): string {
  const raw = pattern.exec(html)?.[1] ?? ''
  return toText(fromHtml(raw, { fragment: true }))
}

/**
 * Title, description and Markdown of an exported doc page; undefined for HTML without a doc
 * article. `absolute` turns a site path into the URL the copy should link to.
 */
export function pageMarkdown(html: string, absolute: (href: string) => string): MarkdownPage | undefined {
  const articleSource = articleHtml(html)
  if (articleSource === undefined) return undefined
  const article = fromHtml(articleSource, { fragment: true })
  const prose = select('article[data-doc] .prose', article)
  const heading = select('article[data-doc] h1', article)
  if (!prose || !heading) return undefined
  const title = toText(heading).trim()
  const description = attribute(html, /<meta name="description" content="([^"]*)"/)
  const body: Root = { type: 'root', children: [simplify(prose, absolute) as RootContent] }
  const mdast = toMdast(body, { handlers: { figure } })
  const markdown = toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', rule: '-', fences: true }).trim()
  const head = [`# ${title}`, description ? `> ${description}` : ''].filter(Boolean).join('\n\n')
  return { title, description, markdown: `${head}\n\n${markdown}\n` }
}
