import { describe, expect, it } from 'vitest'
import { articleHtml } from '@/lib/export/doc-article'
import { extractSections } from '@/lib/search/sections'

const page = (article: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><header><h2 id="menu">Menu</h2></header>${article}<footer><p>Footer text</p></footer></body></html>`

describe('the article of an exported page', () => {
  it('is the <article> element with its markup, nothing around it', () => {
    const article = '<article data-doc="x"><h1>Title</h1><div class="prose"><p>Body</p></div></article>'
    expect(articleHtml(page(article))).toBe(article)
  })
  it('is undefined for a page without one (or with an unclosed one)', () => {
    expect(articleHtml(page('<main><p>Not a doc</p></main>'))).toBeUndefined()
    expect(articleHtml(page('<article data-doc="x"><p>cut'))).toBeUndefined()
  })
  it('is all the search index reads: headings and text outside it are not sections', () => {
    const html = page('<article data-doc="x"><h1>Title</h1><div class="prose"><p>Intro</p><h2 id="wire">Wire</h2><p>Steps</p></div></article>')
    const sections = extractSections(html, '/x/', 'en')!
    expect(sections.map((s) => [s.heading, s.text])).toEqual([
      [null, 'Intro'],
      ['Wire', 'Steps'],
    ])
    expect(extractSections(page('<main><h2 id="a">A</h2></main>'), '/x/', 'en')).toBeNull()
  })
})
