import { parseMdxBody } from '@/lib/mdx/parse'

// What a translation must keep from its English source: the same headings, lists, tables, code,
// links, components (with their non-text props), admonitions and numbers. Used by the unit test
// of the translations and by translators' own check.

const TEXT_ATTRS = new Set(['alt', 'caption', 'title', 'label', 'description'])

export interface Shape {
  /** Headings, lists, tables, code, links, components and admonitions in order (inline ones sorted per block). */
  skeleton: string[]
  texts: string[]
  numbers: string[]
}

/** The structure of an MDX body, to compare a translation with its English source. */
export function shape(body: string): Shape {
  const skeleton: string[] = []
  const texts: string[] = []
  const numbers: string[] = []
  const INLINE_HOLDERS = new Set(['paragraph', 'heading', 'tableCell'])
  const walk = (node: any): void => {
    if (INLINE_HOLDERS.has(node.type)) {
      // Word order may move inline elements inside one sentence: compare them as a sorted set.
      if (node.type === 'heading') skeleton.push(`heading h${node.depth}`)
      const start = skeleton.length
      for (const child of node.children ?? []) walk(child)
      const inline = skeleton.splice(start).sort()
      skeleton.push(...inline)
      return
    }
    switch (node.type) {
      case 'list':
        skeleton.push(`${node.ordered ? 'ordered' : 'bullet'} list of ${node.children.length}`)
        break
      case 'table':
        skeleton.push(`table ${node.children.length} rows × ${node.children[0]?.children.length} columns`)
        break
      case 'code':
        skeleton.push(`code block ${JSON.stringify(node.value.slice(0, 60))}`)
        return
      case 'inlineCode':
        skeleton.push(`inline code \`${node.value}\``)
        return
      case 'link':
        skeleton.push(`link ${node.url}`)
        break
      case 'image':
        skeleton.push(`image ${node.url}`)
        break
      case 'containerDirective':
      case 'leafDirective':
        skeleton.push(`admonition :::${node.name}`)
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const attrs = (node.attributes ?? [])
          .map((a: any) => (TEXT_ATTRS.has(a.name) ? `${a.name}=…` : `${a.name}=${typeof a.value === 'string' ? a.value : '{…}'}`))
          .sort()
          .join(' ')
        skeleton.push(`<${node.name ?? 'fragment'}${attrs ? ' ' + attrs : ''}>`)
        for (const a of node.attributes ?? []) if (TEXT_ATTRS.has(a.name) && typeof a.value === 'string') texts.push(a.value)
        break
      }
      case 'text':
        texts.push(node.value)
        // Digit runs, leading zeros dropped and zero runs ignored, so that 06:00, 6 h and 06.00,
        // 4.2 and 4,2, 2,500 and 2 500 count the same.
        for (const run of node.value.match(/\d+/g) ?? []) if (!/^0+$/.test(run)) numbers.push(run.replace(/^0+/, ''))
        break
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(parseMdxBody(body))
  return { skeleton, texts, numbers }
}


/** The first place where a translation's structure leaves the English one, or undefined. */
export function firstStructureDifference(english: Shape, translated: Shape): string | undefined {
  const n = Math.max(english.skeleton.length, translated.skeleton.length)
  for (let i = 0; i < n; i++) {
    if (english.skeleton[i] !== translated.skeleton[i]) {
      return `item ${i + 1}: English has "${english.skeleton[i] ?? '(nothing)'}", the translation "${translated.skeleton[i] ?? '(nothing)'}"`
    }
  }
  return undefined
}

/**
 * Numbers of the English text the translation does not write as digits. `asWords`: numbers the
 * language writes as words (Arabic's singular and dual: "ساعة واحدة", "ساعتان").
 */
export const NUMBERS_AS_WORDS: Record<string, readonly string[]> = { ar: ['1', '2'] }

export function missingNumbers(english: Shape, translated: Shape, asWords: readonly string[] = []): string[] {
  const counts = new Map<string, number>()
  for (const n of translated.numbers) counts.set(n, (counts.get(n) ?? 0) + 1)
  const needed = new Map<string, number>()
  for (const n of english.numbers) needed.set(n, (needed.get(n) ?? 0) + 1)
  return [...needed].filter(([n, c]) => !asWords.includes(n) && (counts.get(n) ?? 0) < c).map(([n]) => n)
}
