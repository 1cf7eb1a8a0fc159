import type { List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { collectHeadings } from '../mdx/headings'
import { BRAND_COMPONENT_TOKENS } from '../mdx/component-names'

/**
 * The numbered steps of a page (its `<Steps>` blocks) as checklist items: the step's first
 * paragraph is what to do, its last paragraph (when there is more than one) what the installer
 * should see. Read from the page's MDX, so the checklist says what the page says, in the
 * page's language, and follows every edit of it.
 */

/** A run of inline text; bold is kept because the docs write interface labels in bold. */
export interface InlinePart {
  text: string
  strong?: true
  code?: true
}

export interface PageStep {
  /** 1-based, in the page's order. */
  number: number
  action: InlinePart[]
  /** What the installer should see when the step is done. */
  check?: InlinePart[]
}

export interface StepsBlock {
  /** Anchor of the heading the block sits under ('' before the first heading). */
  section: string
  steps: PageStep[]
}

/** Words that MDX components stand for: brand names and controller values. */
export interface InlineResolver {
  brand: (token: string) => string
  /** `<Spec id>`: the value in the article's language; undefined for an unknown id. */
  spec: (id: string) => string | undefined
}

type Phrasing = PhrasingContent | MdxJsxTextElement

function attribute(node: MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof found?.value === 'string' ? found.value : undefined
}

function inlineParts(nodes: Phrasing[], resolve: InlineResolver, strong = false): InlinePart[] {
  const parts: InlinePart[] = []
  const push = (text: string, code = false) => parts.push({ text, ...(strong ? { strong: true as const } : {}), ...(code ? { code: true as const } : {}) })
  for (const node of nodes) {
    if (node.type === 'text') push(node.value)
    else if (node.type === 'inlineCode') push(node.value, true)
    else if (node.type === 'break') push(' ')
    else if (node.type === 'strong') parts.push(...inlineParts(node.children, resolve, true))
    else if (node.type === 'mdxJsxTextElement') {
      const name = node.name ?? ''
      if (name === 'Spec') push(resolve.spec(attribute(node, 'id') ?? '') ?? '')
      else if (name === 'PortalLink' && node.children.length > 0) parts.push(...inlineParts(node.children as Phrasing[], resolve, strong))
      else if (name in BRAND_COMPONENT_TOKENS) push(resolve.brand(BRAND_COMPONENT_TOKENS[name as keyof typeof BRAND_COMPONENT_TOKENS]))
      else parts.push(...inlineParts(node.children as Phrasing[], resolve, strong))
    } else if ('children' in node) parts.push(...inlineParts(node.children as Phrasing[], resolve, strong))
  }
  return parts
}

/** Joins runs of the same kind and folds white space, as the browser would show it. */
export function tidyInline(parts: InlinePart[]): InlinePart[] {
  const joined: InlinePart[] = []
  for (const part of parts) {
    const last = joined.at(-1)
    if (last && last.strong === part.strong && last.code === part.code) last.text += part.text
    else joined.push({ ...part })
  }
  for (const part of joined) part.text = part.text.replace(/\s+/g, ' ')
  if (joined[0]) joined[0].text = joined[0].text.trimStart()
  if (joined.at(-1)) joined.at(-1)!.text = joined.at(-1)!.text.trimEnd()
  return joined.filter((p) => p.text !== '')
}

export function inlineText(parts: InlinePart[]): string {
  return parts.map((p) => p.text).join('')
}

function stepOfItem(item: ListItem, number: number, resolve: InlineResolver): PageStep {
  const paragraphs = item.children.filter((c): c is Paragraph => c.type === 'paragraph')
  const first = paragraphs[0]
  const last = item.children.at(-1)
  const action = first ? tidyInline(inlineParts(first.children, resolve)) : []
  const check = last && last !== first && last.type === 'paragraph' ? tidyInline(inlineParts(last.children, resolve)) : undefined
  return { number, action, ...(check && check.length > 0 ? { check } : {}) }
}

function isStepsElement(node: RootContent): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === 'Steps'
}

/** Every `<Steps>` block of a page body, in order, with the section it sits in. */
export function stepsBlocks(tree: Root, resolve: InlineResolver): StepsBlock[] {
  const headingIds = new Map(collectHeadings(tree).map(({ node, heading }) => [node, heading.id]))
  const blocks: StepsBlock[] = []
  let section = ''
  for (const child of tree.children) {
    if (child.type === 'heading' && headingIds.has(child)) section = headingIds.get(child)!
    const found: MdxJsxFlowElement[] = isStepsElement(child) ? [child] : []
    if (found.length === 0) visit(child, (node) => void (isStepsElement(node as RootContent) && found.push(node as MdxJsxFlowElement)))
    for (const element of found) {
      const list = element.children.find((c): c is List => c.type === 'list' && c.ordered === true)
      if (!list) continue
      blocks.push({ section, steps: list.children.map((item, i) => stepOfItem(item, i + 1, resolve)) })
    }
  }
  return blocks
}
