// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headScript } from '@/lib/head-script'
import { isSearchShortcut } from '@/lib/keyboard'
import { notFoundScript } from '@/lib/not-found'
import { EARLY_WORKER_GLOBAL, earlySearchScript, searchClientKey } from '@/lib/search/early-search'

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
  it('is functions serialised with their values: no name from outside, no compiler helper', () => {
    const script = head('v1')
    expect(script).toMatch(/^\(function runHeadBehaviours\(/)
    expect(script).not.toMatch(/__name|__defProp|require\(|import\(|_interop|\(0, ?_/)
    expect(script).toContain('function isSearchShortcut(')
  })
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

describe('head script: search pressed before the page is interactive', () => {
  const requested = () => document.documentElement.hasAttribute('data-search-requested')
  const press = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
    target.dispatchEvent(event)
    return event
  }
  beforeEach(() => {
    document.body.innerHTML = '<main><input id="field"><button data-search-button><span>Search</span></button></main>'
    run(head(), { pathname: '/' })
  })

  it('notes Ctrl+K, Cmd+K and / and keeps the browser from acting on them', () => {
    for (const init of [{ key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }, { key: '/' }]) {
      document.documentElement.removeAttribute('data-search-requested')
      expect(press(init).defaultPrevented).toBe(true)
      expect(requested()).toBe(true)
    }
  })
  it('leaves other keys, and / typed in a field, alone', () => {
    expect(press({ key: 'k' }).defaultPrevented).toBe(false)
    expect(press({ key: 'k', ctrlKey: true, altKey: true }).defaultPrevented).toBe(false)
    expect(press({ key: '/' }, document.getElementById('field')!).defaultPrevented).toBe(false)
    expect(requested()).toBe(false)
  })
  it('agrees with the shortcut the search button listens for', () => {
    const field = document.getElementById('field')!
    const cases: [KeyboardEventInit, Element][] = [
      [{ key: 'k', ctrlKey: true }, document.body],
      [{ key: 'k', metaKey: true }, field],
      [{ key: 'k', ctrlKey: true, shiftKey: true }, document.body],
      [{ key: 'k', ctrlKey: true, altKey: true }, document.body],
      [{ key: '/' }, document.body],
      [{ key: '/' }, field],
      [{ key: '/', ctrlKey: true }, document.body],
      [{ key: 'j', ctrlKey: true }, document.body],
      [{ key: 'Enter' }, document.body],
    ]
    for (const [init, target] of cases) {
      document.documentElement.removeAttribute('data-search-requested')
      const event = press(init, target)
      expect(requested(), JSON.stringify(init)).toBe(isSearchShortcut(event))
    }
  })
  it('notes a click on the search button', () => {
    document.querySelector('[data-search-button] span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(requested()).toBe(true)
  })
  it('stands aside once the search button listens', () => {
    document.documentElement.setAttribute('data-search-ready', '')
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false)
    document.querySelector('[data-search-button]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(requested()).toBe(false)
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

describe('results page script', () => {
  const script = earlySearchScript({ basePath: '/docs', locale: 'ch', limit: 50, excerpts: 20 })
  class FakeWorker {
    static started: FakeWorker[] = []
    messages: unknown[] = []
    onerror: (() => void) | null = null
    constructor(public url: string) {
      FakeWorker.started.push(this)
    }
    postMessage(message: unknown) {
      this.messages.push(message)
    }
  }
  const start = (search: string, Worker: unknown = FakeWorker) => {
    const window: Record<string, unknown> = {}
    new Function('location', 'Worker', 'window', script)({ search }, Worker, window)
    return window[EARLY_WORKER_GLOBAL] as { key: string; worker: FakeWorker; failed?: boolean } | undefined
  }
  beforeEach(() => {
    FakeWorker.started = []
  })

  it('starts the worker for ?q= and asks it to load what the results page will search', () => {
    const early = start('?q=modbus%20tcp')!
    expect(early.key).toBe(searchClientKey('/docs', 'ch'))
    expect(early.worker.url).toBe('/docs/search-index/ch.worker.js')
    expect(early.worker.messages).toEqual([
      { type: 'init', basePath: '/docs', locale: 'ch' },
      { type: 'prepare', query: 'modbus tcp', limit: 50, excerpts: 20 },
    ])
    early.worker.onerror!()
    expect(early.failed).toBe(true)
  })
  it('starts nothing without a query', () => {
    for (const search of ['', '?q=', '?q=%20%20', '?x=1']) expect(start(search)).toBeUndefined()
    expect(FakeWorker.started).toEqual([])
  })
  it('never throws, even where workers cannot start', () => {
    const Refused = function () {
      throw new Error('refused by policy')
    }
    expect(() => start('?q=modbus', Refused)).not.toThrow()
    expect(start('?q=modbus', Refused)).toBeUndefined()
  })
})
