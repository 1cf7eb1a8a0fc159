import { describe, expect, it } from 'vitest'
import { createDocsSource } from '@/lib/content/source'
import { docPageModel, type DocPageModelInputs } from '@/lib/content/doc-page-model'
import { categoryPageModel } from '@/lib/content/category-page-model'
import { findCategory } from '@/lib/content/sidebar'
import { brandTokens } from '@/lib/site/brand'
import type { MdxData } from '@/lib/mdx/mdx-data'
import { category, doc, testSite } from './fixtures'

const site = testSite({ toolbox: true })
const heading = (id: string, text: string, depth = 2) => ({ id, text, depth })
const source = createDocsSource({
  site,
  brandTokens: brandTokens(site),
  includeDrafts: false,
  docs: [
    doc('en', 'quick-start', { sidebar_position: 1 }),
    doc('en', 'Accessories/A1', { sidebar_position: 1, headings: [heading('wiring', 'Wiring the {controllerName}'), heading('leds', 'LEDs', 3)] }),
    doc('en', 'Accessories/p1-cable', { sidebar_position: 2 }),
    doc('nl', 'Accessories/A1', { source_hash: 'hash-Accessories/A1', headings: [heading('bedrading', 'Bedrading'), heading('leds', 'Leds', 3)] }),
  ],
  categories: [category('en', 'Accessories', { position: 5, slug: 'accessories', label: 'Accessories' })],
})
const inputs: DocPageModelInputs = {
  source,
  site,
  lastUpdated: () => ({ date: '2026-11-01', source: 'git' }),
  repoPath: (page) => `content/${page.doc._raw.sourceFilePath}`,
  checklistUrl: (page) => (page.docPath === 'Accessories/A1' ? '/commissioning/#a1' : undefined),
  mdxData: { devices: [], tokens: {} } as unknown as MdxData,
}

describe('the doc page model', () => {
  it('assembles sidebar, breadcrumbs, TOC, neighbours and links from the content', () => {
    const model = docPageModel(source.page('en', 'Accessories/A1')!, inputs)
    expect(model.trail.map((c) => c.label)).toEqual(['Accessories'])
    expect(model.toc.map((h) => h.text)).toEqual(['Wiring the Ampora Edge', 'LEDs'])
    expect(model.previous?.docPath).toBe('quick-start')
    expect(model.next?.docPath).toBe('Accessories/p1-cable')
    expect(model.sidebar.treeUrl).toBe('/sidebar.json')
    expect(model.checklistUrl).toBe('/commissioning/#a1')
    expect(model.lastUpdated).toEqual({ date: '2026-11-01', source: 'git' })
    expect(model.article).toEqual({ locale: 'en', translatedLocales: ['en', 'nl'], sectionLabel: 'Accessories' })
    expect(model.markdownHref).toBe(`${site.basePath}/Accessories/A1/index.md`)
    expect(model.mdxData).toBe(inputs.mdxData)
  })

  it('keeps the English anchors in a translation, and marks a page shown in English', () => {
    const translated = docPageModel(source.page('nl', 'Accessories/A1')!, inputs)
    expect(translated.anchors.get('bedrading')).toBe('wiring')
    expect(translated.headingText.get('wiring')).toBe('Bedrading')
    expect(translated.article.locale).toBe('nl')
    const fallback = docPageModel(source.page('nl', 'Accessories/p1-cable')!, inputs)
    expect(fallback.article.locale).toBe('en')
    expect(fallback.reportUrl).toContain(encodeURIComponent('Missing translation (Nederlands)'))
  })
})

describe('the category page model', () => {
  it('gives a card per visible child with the page description', () => {
    const accessories = findCategory(source.sidebar('en'), 'accessories')!
    const model = categoryPageModel('en', accessories, source)
    expect(model.cards.map((c) => [c.kind, c.href, c.description])).toEqual([
      ['page', '/Accessories/A1/', 'About Accessories/A1'],
      ['page', '/Accessories/p1-cable/', 'About Accessories/p1-cable'],
    ])
    expect(model.trail).toEqual([])
  })
})
