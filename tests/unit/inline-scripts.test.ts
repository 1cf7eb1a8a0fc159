// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headScript } from '@/lib/head-script'
import { notFoundScript } from '@/lib/not-found'

// The inline scripts run before any bundle; these tests run them as the browser would, with the
// page's location, history and storage given explicitly.
function run(script: string, location: Partial<Location>, stored: Record<string, string> = {}) {
  const history = { state: null, replaceState: vi.fn() }
  const localStorage = { getItem: (key: string) => stored[key] ?? null }
  new Function('location', 'history', 'localStorage', script)({ search: '', hash: '', ...location }, history, localStorage)
  return { history }
}

const head = (announcementId?: string) =>
  headScript({
    basePath: '',
    baseWarning: 'Configured for {expected}, served from {actual}.',
    knownFirstSegments: ['nl', 'installation', 'category'],
    announcementId,
  })

// The head script watches the body with a MutationObserver; each test's observers are
// disconnected, so none fires after the test document is gone.
const observers: MutationObserver[] = []
const RealMutationObserver = globalThis.MutationObserver
vi.stubGlobal(
  'MutationObserver',
  class extends RealMutationObserver {
    constructor(callback: MutationCallback) {
      super(callback)
      observers.push(this)
    }
  },
)
afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()))

beforeEach(() => {
  document.documentElement.getAttributeNames().forEach((name) => document.documentElement.removeAttribute(name))
  document.body.innerHTML = '<main></main>'
})

describe('head script', () => {
  it('marks embed mode from ?embed=true', () => {
    run(head(), { pathname: '/installation/', search: '?embed=true' })
    expect(document.documentElement.hasAttribute('data-embed')).toBe(true)
  })
  it('turns /x/index.html into /x/ in the address bar', () => {
    const { history } = run(head(), { pathname: '/installation/index.html', search: '?a=1', hash: '#wiring' })
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/installation/?a=1#wiring')
    expect(run(head(), { pathname: '/installation/index' }).history.replaceState).toHaveBeenCalledWith(null, '', '/installation/')
  })
  it('keeps a closed announcement hidden until its id changes', () => {
    run(head('v2'), { pathname: '/' }, { 'docs-announcement-dismissed': 'v2' })
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(true)
    document.documentElement.removeAttribute('data-announcement-dismissed')
    run(head('v3'), { pathname: '/' }, { 'docs-announcement-dismissed': 'v2' })
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false)
  })
  it('warns when the site is served under another base path', () => {
    run(head(), { pathname: '/docs/nl/installation/' })
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(document.querySelector('[data-base-banner]')?.textContent).toBe('Configured for /, served from /docs.')
  })
  it('does not warn on a known path', () => {
    run(head(), { pathname: '/nl/category/x/' })
    expect(document.documentElement.hasAttribute('data-base-mismatch')).toBe(false)
    run(head(), { pathname: '/' })
    expect(document.documentElement.hasAttribute('data-base-mismatch')).toBe(false)
  })
})

describe('not-found script', () => {
  const script = notFoundScript(['en', 'nl', 'ar'], '', ['', 'installation', 'Accessories/p1-cable', 'category/accessories'])
  const visit = (pathname: string) => {
    const replace = vi.fn()
    run(script, { pathname, replace })
    return replace
  }
  it.each([
    ['/installation.html', '/installation/'],
    ['/installation/index', '/installation/'],
    ['/INSTALLATION/', '/installation/'],
    ['/installation', '/installation/'],
    ['/nl/accessories/P1-CABLE/', '/nl/Accessories/p1-cable/'],
    ['/ar/category/ACCESSORIES/index.html', '/ar/category/accessories/'],
    ['/nl/index.html', '/nl/'],
  ])('sends %s to %s', (from, to) => {
    expect(visit(from)).toHaveBeenCalledWith(to)
  })
  it('leaves unknown paths on the not-found page, in the locale of their prefix', () => {
    expect(visit('/ar/nothing-here/')).not.toHaveBeenCalled()
    expect(document.documentElement.getAttribute('data-nf-locale')).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })
})
