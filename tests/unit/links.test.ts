import { describe, expect, it } from 'vitest'
import { checkLinks } from '@/lib/links/check'
import { extractPageLinks } from '@/lib/links/extract'

const page = (body: string) => `<!DOCTYPE html><html><head><link href="/style.css"></head><body>${body}</body></html>`

describe('extractPageLinks', () => {
  it('finds ids and body links, not the inline React payload', () => {
    const html = page(
      '<h2 id="wiring">Wiring<a class="heading-anchor" href="#wiring">#</a></h2><p><a href="/nl/x/?a=1&amp;b=2">X &amp; Y</a></p>' +
        '<script>self.__next_f.push([1,"{\\"href\\":\\"/nowhere/\\"}"])</script>',
    )
    const { ids, links } = extractPageLinks(html)
    expect([...ids]).toEqual(['wiring'])
    expect(links).toEqual([
      { href: '#wiring', text: '#', inArticle: false },
      { href: '/nl/x/?a=1&b=2', text: 'X & Y', inArticle: false },
    ])
  })
  it('tells links in the article from navigation, and reads the title of the page', () => {
    const html = page(
      '<nav data-sidebar><a href="/a/">A</a></nav><main><article data-doc="Guides/x" data-translation-status="fallback">' +
        '<h1 class="t">X &amp; <code>y</code></h1><p><a href="/b/">B</a></p></article></main>',
    )
    const found = extractPageLinks(html)
    expect(found.links.map((l) => [l.href, l.inArticle])).toEqual([
      ['/a/', false],
      ['/b/', true],
    ])
    expect(found.title).toBe('X & y')
  })
})

describe('checkLinks', () => {
  const html: Record<string, string> = {
    '/': page('<a href="/installation/#wiring">ok</a><a href="/installation/#nope">bad anchor</a><a href="/gone/">gone</a>'),
    '/installation/': page('<nav><a href="https://git.example.com/edit">edit</a></nav><article><h2 id="wiring">Wiring</h2><a href="/next-gen/">draft</a><a href="/secret/">unlisted</a><a href="https://example.com/a">ext</a><a href="/img/x.svg">file</a><a href="#wiring">self</a></article>'),
    '/secret/': page('<a href="/secret/">itself</a>'),
  }
  const reports = checkLinks({
    pages: Object.keys(html),
    files: new Set(['/img/x.svg']),
    html: (url) => html[url]!,
    basePath: '',
    drafts: new Set(['/next-gen/']),
    unlisted: new Set(['/secret/']),
  })
  const byUrl = Object.fromEntries(reports.map((r) => [r.url, r]))

  it('reports missing pages and missing anchors with their text', () => {
    expect(byUrl['/']!.problems).toEqual([
      { kind: 'broken-anchor', href: '/installation/#nope', text: 'bad anchor' },
      { kind: 'broken-link', href: '/gone/', text: 'gone' },
    ])
  })
  it('tells links to drafts and unlisted pages apart, lists external links of the text, accepts files and own anchors', () => {
    expect(byUrl['/installation/']!.problems).toEqual([
      { kind: 'draft', href: '/next-gen/', text: 'draft' },
      { kind: 'unlisted', href: '/secret/', text: 'unlisted' },
    ])
    expect(byUrl['/installation/']!.external).toEqual(['https://example.com/a'])
    expect(byUrl['/secret/']!.problems).toEqual([])
  })
  it('in a preview build, reports links to drafts written in the text only, and checks their anchors', () => {
    const preview: Record<string, string> = {
      '/': page('<nav><a href="/next-gen/">sidebar entry</a></nav><article data-doc="quick-start"><h1>Home</h1><a href="/next-gen/#plans">see plans</a><a href="/next-gen/#nope">bad</a></article>'),
      '/next-gen/': page('<nav><a href="/next-gen/">itself in the sidebar</a></nav><article data-doc="next-gen"><h1>Next</h1><h2 id="plans">Plans</h2><a href="#plans">toc</a></article>'),
    }
    const [home, draft] = checkLinks({
      pages: Object.keys(preview),
      files: new Set(),
      html: (url) => preview[url]!,
      basePath: '',
      drafts: new Set(['/next-gen/']),
      unlisted: new Set(),
      sourceFile: (url) => (url === '/' ? 'content/docs/en/quick-start.mdx' : undefined),
    })
    expect(home).toMatchObject({ title: 'Home', file: 'content/docs/en/quick-start.mdx' })
    expect(home!.problems).toEqual([
      { kind: 'draft', href: '/next-gen/#plans', text: 'see plans' },
      { kind: 'draft', href: '/next-gen/#nope', text: 'bad' },
      { kind: 'broken-anchor', href: '/next-gen/#nope', text: 'bad' },
    ])
    expect(draft!.problems).toEqual([])
  })
  it('strips the base path', () => {
    const [report] = checkLinks({
      pages: ['/', '/a/'],
      files: new Set(),
      html: (url) => (url === '/' ? page('<a href="/docs/a/">a</a>') : page('')),
      basePath: '/docs',
      drafts: new Set(),
      unlisted: new Set(),
    })
    expect(report!.problems).toEqual([])
  })
})
