import GithubSlugger from 'github-slugger'
import { visit } from 'unist-util-visit'
import type { Heading, Root, RootContent, PhrasingContent } from 'mdast'
import type { VFile } from 'vfile'
import { BRAND_COMPONENT_TOKENS } from './component-names'
import { BRAND_PLAIN_WORDS } from '../site/brand'

export interface DocHeading {
  depth: number
  /** Anchor id, the same in the rendered page and the TOC. */
  id: string
  /** Heading text; brand components appear as `{token}` (resolved at render). */
  text: string
}

type Node = RootContent | PhrasingContent

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  if (node.type === 'mdxJsxTextElement' && node.name && node.name in BRAND_COMPONENT_TOKENS) {
    return `{${BRAND_COMPONENT_TOKENS[node.name as keyof typeof BRAND_COMPONENT_TOKENS]}}`
  }
  if ('children' in node) return (node.children as Node[]).map(textOf).join('')
  return ''
}

function slugSource(text: string): string {
  return text.replace(/\{([\w.]+)\}/g, (_, token: string) => BRAND_PLAIN_WORDS[token] ?? token)
}

/** Every heading of depth 2–6 in document order with its id; one slugger per page. */
export function collectHeadings(tree: Root): { node: Heading; heading: DocHeading }[] {
  const slugger = new GithubSlugger()
  const found: { node: Heading; heading: DocHeading }[] = []
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth < 2) return
    const text = textOf(node).replace(/\s+/g, ' ').trim()
    found.push({ node, heading: { depth: node.depth, id: slugger.slug(slugSource(text)), text } })
  })
  return found
}

/**
 * remark plugin: gives every heading the id that `collectHeadings` computes. `onHeadings`, when
 * given, receives them with the file being compiled, so a caller that needs a page's headings can
 * keep them instead of parsing the page a second time.
 */
export function remarkHeadingIds(options: { onHeadings?: (headings: DocHeading[], file: VFile) => void } = {}) {
  return (tree: Root, file: VFile) => {
    const found = collectHeadings(tree)
    for (const { node, heading } of found) {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: heading.id } }
    }
    options.onHeadings?.(
      found.map(({ heading }) => heading),
      file,
    )
  }
}
