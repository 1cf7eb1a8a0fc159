import { describe, expect, it } from 'vitest'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkDirective from 'remark-directive'
import { VFile } from 'vfile'
import type { Root } from 'mdast'
import { collectHeadings, remarkHeadingIds, type DocHeading } from '@/lib/mdx/headings'
import { parseMdxBody, splitFrontmatter } from '@/lib/mdx/parse'
import { remarkAdmonitions } from '@/lib/mdx/directives'
import { englishAnchorMap, tocEntries } from '@/lib/content/anchors'
import { sourceHash } from '@/lib/mdx/hash'

const headings = (body: string) => collectHeadings(parseMdxBody(body)).map((h) => h.heading)

describe('headings', () => {
  it('gives brand-neutral ids and keeps brand components as tokens in the text', () => {
    expect(headings('## Connect <ControllerName /> to Wi-Fi\n\n### Step `one`')).toEqual([
      { depth: 2, id: 'connect-controller-to-wi-fi', text: 'Connect {controllerName} to Wi-Fi' },
      { depth: 3, id: 'step-one', text: 'Step one' },
    ])
  })
  it('makes repeated headings unique and keeps non-Latin text', () => {
    expect(headings('## Wiring\n\n## Wiring\n\n## 接线').map((h) => h.id)).toEqual(['wiring', 'wiring-1', '接线'])
  })
  it('hands the ids it gives to the compiled headings to a caller, with the file, so the page is not parsed again', async () => {
    const body = '## Wiring\n\n## Wiring\n\nText.\n\n### Step `one`'
    const seen: { headings: DocHeading[]; path: string | undefined }[] = []
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkHeadingIds, { onHeadings: (found: DocHeading[], file: VFile) => seen.push({ headings: found, path: file.path }) })
    const tree = await processor.run(processor.parse(body), new VFile({ path: 'docs/en/wiring.mdx', value: body }))
    expect(seen).toEqual([{ headings: headings(body), path: 'docs/en/wiring.mdx' }])
    const ids = (tree as Root).children.flatMap((node) => (node.type === 'heading' ? [(node.data?.hProperties as { id?: string }).id] : []))
    expect(ids).toEqual(['wiring', 'wiring-1', 'step-one'])
  })
})

describe('translated anchors', () => {
  const en = [
    { depth: 2, id: 'wiring', text: 'Wiring' },
    { depth: 3, id: 'termination', text: 'Termination' },
  ]
  const nl = [
    { depth: 2, id: 'bedrading', text: 'Bedrading' },
    { depth: 3, id: 'afsluiting', text: 'Afsluiting' },
  ]
  it('use the English ids when the outline matches', () => {
    const map = englishAnchorMap(nl, en)
    expect(tocEntries(nl, map).map((h) => h.id)).toEqual(['wiring', 'termination'])
  })
  it('keep their own ids when the outline differs', () => {
    expect(englishAnchorMap(nl.slice(0, 1), en).size).toBe(0)
  })
})

describe('admonitions and stray colons', () => {
  function transform(body: string): Root {
    const file = new VFile(body)
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkAdmonitions)
    return processor.runSync(processor.parse(file), file) as Root
  }
  it('turns :::warning[Title] into an Admonition element', () => {
    const node = transform(':::warning[Mains voltage]\nSwitch off.\n:::').children[0] as unknown as {
      name: string
      attributes: { name: string; value: string }[]
    }
    expect(node.name).toBe('Admonition')
    expect(node.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'type', value: 'warning' },
      { type: 'mdxJsxAttribute', name: 'title', value: 'Mains voltage' },
    ])
  })
  it('keeps colons in prose as text', () => {
    const paragraph = transform('Start at 10:30 in mode:auto.').children[0] as { children: { value: string }[] }
    expect(paragraph.children.map((c) => c.value).join('')).toBe('Start at 10:30 in mode:auto.')
  })
})

describe('front matter and hashes', () => {
  it('splits front matter and counts the lines before the body', () => {
    const split = splitFrontmatter('---\ntitle: A\ndescription: B\n---\n\nBody')
    expect(split.frontmatter).toEqual({ title: 'A', description: 'B' })
    expect(split.bodyLineOffset).toBe(4)
  })
  it('hashes sources independent of line endings', () => {
    expect(sourceHash('a\r\nb')).toBe(sourceHash('a\nb'))
    expect(sourceHash('a')).toMatch(/^[0-9a-f]{12}$/)
  })
})
