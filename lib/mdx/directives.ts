import { visit, SKIP } from 'unist-util-visit'
import type { Root, Parent, Paragraph, PhrasingContent } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import { ADMONITION_TYPES, type AdmonitionType } from './component-names'

function isAdmonition(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name)
}

type Directive = ContainerDirective | LeafDirective | TextDirective

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective'
}

function labelOf(node: ContainerDirective): string | undefined {
  const first = node.children[0]
  if (!first || first.type !== 'paragraph' || !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return undefined
  }
  node.children.shift()
  return (first as Paragraph).children.map((c: PhrasingContent) => ('value' in c ? c.value : '')).join('')
}

/**
 * remark plugin: `:::warning[Title]` blocks become `<Admonition type="warning" title="Title">`.
 * Text and leaf directives that nobody asked for (a colon in prose such as "mode:auto") turn
 * back into the text they were written as.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value ?? '')
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!isDirective(node) || !parent || index === undefined) return
      if (node.type === 'containerDirective' && isAdmonition(node.name)) {
        const title = labelOf(node)
        const attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[] = [
          { type: 'mdxJsxAttribute', name: 'type', value: node.name },
        ]
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title })
        parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: node.children } as never
        return
      }
      if (node.type === 'containerDirective') return
      const start = node.position?.start.offset
      const end = node.position?.end.offset
      const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`
      const textNode = { type: 'text' as const, value: text }
      parent.children[index] = (node.type === 'leafDirective' ? { type: 'paragraph', children: [textNode] } : textNode) as never
      return SKIP
    })
  }
}
