import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageWords } from '@/lib/search/page-words'

/** A content tree with one page translated into Dutch and one shown in English with Dutch metadata. */
function contentTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-words-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true })
    fs.writeFileSync(path.join(root, 'content', file), text)
  }
  const page = (title: string, keywords: string[]) => `---\ntitle: ${title}\ndescription: About ${title}.\nkeywords: [${keywords.map((k) => `"${k}"`).join(', ')}]\n---\n\nText.\n`
  write('docs/en/reports.mdx', page('Scheduled reports', ['monthly email report']))
  write('docs/en/reset.mdx', page('Reset', ['start over']))
  write('docs/nl/reset.mdx', page('Resetten', ['opnieuw beginnen']))
  write('metadata/nl.yaml', 'reports:\n  title: "Geplande rapporten"\n  description: "Over rapporten."\n  keywords: [ "maandrapport per e-mail" ]\n')
  return root
}

describe('the words a locale indexes for a page', () => {
  const root = contentTree()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('a page shown in English: the title and keywords in the language, and its English keywords too', () => {
    const words = pageWords('nl', {}, root).get('reports')!
    expect(words.localTitle).toBe('Geplande rapporten')
    expect(words.keywords).toContain('maandrapport per e-mail')
    expect(words.keywords).toContain('monthly email report')
  })
  it('a translated page: its own keywords only (its text is in the language)', () => {
    const words = pageWords('nl', {}, root).get('reset')!
    expect(words.localTitle).toBeUndefined()
    expect(words.keywords).toBe('opnieuw beginnen')
  })
})
