// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isPlainClick, linkOfEvent, sitePagePath } from '@/lib/navigation/page-link'

const here = (href: string) => {
  const url = new URL(href)
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search }
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a')
  anchor.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

describe('sitePagePath: the links the app opens itself', () => {
  const page = here('https://docs.example/de/installation/')

  it('gives another page of the site as an in-app path, with its query and anchor', () => {
    expect(sitePagePath(link('/de/specifications/#supply'), page, '')).toBe('/de/specifications/#supply')
    expect(sitePagePath(link('../search/?q=p1'), page, '')).toBe('/de/search/?q=p1')
    expect(sitePagePath(link('https://docs.example/nl/'), page, '')).toBe('/nl/')
  })

  it('leaves to the browser: another origin, a new window, a download, a file and this page', () => {
    expect(sitePagePath(link('https://example.org/de/'), page, '')).toBeUndefined()
    expect(sitePagePath(link('/de/status-leds/', { target: '_blank' }), page, '')).toBeUndefined()
    expect(sitePagePath(link('/de/status-leds/', { download: '' }), page, '')).toBeUndefined()
    expect(sitePagePath(link('/de/installation.md'), page, '')).toBeUndefined()
    expect(sitePagePath(link('/images/wiring.webp'), page, '')).toBeUndefined()
    expect(sitePagePath(link('#step-2'), page, '')).toBeUndefined()
    expect(sitePagePath(link('/de/installation/#step-2'), page, '')).toBeUndefined()
  })

  it('keeps to the base path and gives paths without it (the router adds it)', () => {
    const under = here('https://example.github.io/docs/de/installation/')
    expect(sitePagePath(link('/docs/de/status-leds/'), under, '/docs')).toBe('/de/status-leds/')
    expect(sitePagePath(link('/other-site/de/'), under, '/docs')).toBeUndefined()
    expect(sitePagePath(link('/de/status-leds/', { target: '_self' }), under, '/docs')).toBeUndefined()
  })

  it('treats the same path with another query as another page', () => {
    const search = here('https://docs.example/search/?q=fuse')
    expect(sitePagePath(link('/search/?q=relay'), search, '')).toBe('/search/?q=relay')
  })
})

describe('isPlainClick and linkOfEvent', () => {
  it('a left click without modifier keys is plain, also one a handler took; a modified or other-button click is not', () => {
    expect(isPlainClick(new MouseEvent('click', { button: 0 }))).toBe(true)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(isPlainClick(new MouseEvent('click', init))).toBe(false)
    }
    const handled = new MouseEvent('click', { cancelable: true })
    handled.preventDefault()
    expect(isPlainClick(handled)).toBe(true)
  })

  it('finds the link around the element clicked', () => {
    const anchor = link('/de/')
    const inner = document.createElement('span')
    anchor.append(inner)
    document.body.append(anchor)
    let found: HTMLAnchorElement | undefined
    document.addEventListener('click', (event) => (found = linkOfEvent(event)), { once: true })
    inner.click()
    expect(found).toBe(anchor)
    document.addEventListener('click', (event) => (found = linkOfEvent(event)), { once: true })
    document.body.click()
    expect(found).toBeUndefined()
  })
})
