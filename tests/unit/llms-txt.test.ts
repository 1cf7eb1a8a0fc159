import { describe, expect, it } from 'vitest'
import { createDocsSource } from '@/lib/content/source'
import { llmsTxt, llmsTxtPath } from '@/lib/markdown/llms-txt'
import { brandTokens } from '@/lib/site/brand'
import { category, doc, testSite } from './fixtures'

function source(includeDrafts: boolean) {
  const site = { ...testSite(), locales: ['en', 'nl'] as ('en' | 'nl')[] }
  return createDocsSource({
    site,
    brandTokens: brandTokens(site),
    includeDrafts,
    docs: [
      doc('en', 'quick-start', { sidebar_position: 1, title: 'Start with {controllerName}', description: 'First steps.' }),
      doc('en', 'installation', { sidebar_position: 2, title: 'Install [it]', description: 'Mount it.' }),
      doc('en', 'Accessories/p1-cable', { title: 'P1 cable', description: 'The cable.' }),
      doc('en', 'Accessories/secret', { unlisted: true }),
      doc('en', 'Accessories/next-gen', { draft: true }),
      doc('nl', 'installation', { source_hash: 'hash-installation', title: 'Installeren', description: 'Monteer het.' }),
    ],
    categories: [category('en', 'Accessories', { label: 'Accessories' }), category('nl', 'Accessories', { label: 'Accessoires' })],
  })
}

const texts = { docsSection: 'Documentation', languages: 'Choose a language' }

describe('llms.txt', () => {
  it('has the title, the summary, and a section per top-level category linking the Markdown copies', () => {
    expect(llmsTxt(source(false), 'en', texts)).toBe(
      [
        '# Ampora Docs',
        '> Install, connect and monitor the Ampora Edge energy controller',
        'Choose a language: [Nederlands](https://docs.ampora.example/nl/llms.txt)',
        '## Documentation\n\n- [Start with Ampora Edge](https://docs.ampora.example/index.md): First steps.\n- [Install \\[it\\]](https://docs.ampora.example/installation/index.md): Mount it.',
        '## Accessories\n\n- [P1 cable](https://docs.ampora.example/Accessories/p1-cable/index.md): The cable.',
      ].join('\n\n') + '\n',
    )
  })
  it('is per locale, with its translations and category labels; a page not translated points to the English copy', () => {
    const dutch = llmsTxt(source(false), 'nl', { docsSection: 'Documentatie', languages: 'Kies een taal' })
    expect(dutch).toContain('Kies een taal: [English](https://docs.ampora.example/llms.txt)')
    expect(dutch).toContain('- [Installeren](https://docs.ampora.example/nl/installation/index.md): Monteer het.')
    expect(dutch).toContain('## Accessoires\n\n- [P1 cable](https://docs.ampora.example/Accessories/p1-cable/index.md)')
    expect(llmsTxtPath('nl')).toBe('/nl/llms.txt')
    expect(llmsTxtPath('en')).toBe('/llms.txt')
  })
  it('leaves out unlisted pages, and drafts even in a preview', () => {
    const preview = llmsTxt(source(true), 'en', texts)
    expect(preview).not.toContain('secret')
    expect(preview).not.toContain('next-gen')
  })
})
