import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LOADER_FALLBACK_MS, scriptLoader, withScriptsAfterPaint } from '@/lib/export/scripts-after-paint'

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="light"</script>',
  '</head><body><p>Text</p>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('the framework scripts after the first paint (export step)', () => {
  it('replaces the async script tags and the script preload with one loader, in the head, keeping their order', () => {
    const rewritten = withScriptsAfterPaint(page)!
    expect(rewritten.scripts).toBe(3)
    expect(rewritten.html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(rewritten.html).not.toContain('rel="preload" as="script"')
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script>/.exec(rewritten.html)!
    expect(loader.index).toBeLessThan(rewritten.html.indexOf('</head>'))
    expect(loader[1]).toContain(JSON.stringify(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/main.js']))
    // What is not an async framework script stays: the stylesheet, inline scripts, the polyfills for old browsers.
    for (const kept of ['a.css', 'dataset.theme="light"', 'polyfills.js" noModule=""', 'self.__next_f.push']) expect(rewritten.html).toContain(kept)
  })
  it('leaves a page without async scripts alone (and a second run changes nothing)', () => {
    expect(withScriptsAfterPaint('<html><head></head><body></body></html>')).toBeUndefined()
    expect(withScriptsAfterPaint(withScriptsAfterPaint(page)!.html)).toBeUndefined()
  })
})

/** Runs the loader in a small fake browser: what it appends, and the hooks it registered. */
function runLoader({ hidden = false, paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = []
  const listeners: Record<string, () => void> = {}
  const timers: { ms: number; run: () => void }[] = []
  let observer: { callback: (list: unknown, o: unknown) => void; disconnected: boolean } | undefined
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (e: { src: string; attributes: Record<string, string> }) => appended.push({ src: e.src, async: 'async' in e.attributes }) },
    createElement: () => ({ src: '', attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value } }),
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
  }
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation']
    constructor(callback: (list: unknown, o: unknown) => void) {
      observer = { callback, disconnected: false }
    }
    observe() {}
    disconnect() {
      observer!.disconnected = true
    }
  }
  const window = { PerformanceObserver: FakeObserver }
  vm.runInNewContext(scriptLoader(['/a.js', '/b.js']), { document, window, PerformanceObserver: FakeObserver, setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }) })
  const paint = (name: string) => observer!.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, { disconnect: () => (observer!.disconnected = true) })
  return { appended, listeners, timers, paint, observer: () => observer }
}

describe('the loader in the browser', () => {
  it('adds the scripts, async, once the first contentful paint is reported, and only once', () => {
    const browser = runLoader()
    expect(browser.appended).toEqual([])
    browser.paint('first-paint')
    expect(browser.appended).toEqual([])
    browser.paint('first-contentful-paint')
    expect(browser.appended).toEqual([{ src: '/a.js', async: true }, { src: '/b.js', async: true }])
    expect(browser.observer()!.disconnected).toBe(true)
    browser.timers[0]!.run()
    browser.listeners.visibilitychange!()
    expect(browser.appended).toHaveLength(2)
  })
  it('adds them at once in a hidden tab (which does not paint) or where paints are not reported', () => {
    expect(runLoader({ hidden: true }).appended).toHaveLength(2)
    expect(runLoader({ paintTiming: false }).appended).toHaveLength(2)
  })
  it('adds them when the tab is hidden before it painted, and after the fallback time whatever happens', () => {
    const hiddenLater = runLoader()
    hiddenLater.listeners.visibilitychange!()
    expect(hiddenLater.appended).toHaveLength(2)
    const neverPainted = runLoader()
    expect(neverPainted.timers).toEqual([{ ms: LOADER_FALLBACK_MS, run: expect.any(Function) }])
    neverPainted.timers[0]!.run()
    expect(neverPainted.appended).toHaveLength(2)
  })
})
