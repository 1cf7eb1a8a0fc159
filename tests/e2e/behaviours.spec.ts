import { expect, test, type Page, type Request } from '@playwright/test'
import { loadSiteConfig } from '@/lib/site/load'
import { markWindow, message, windowIsMarked } from './helpers'

/**
 * What a client-side navigation fetches: the target page's HTML, by script (the router's payload
 * is read from it, components/navigation/page-payloads.ts); a page load is a `document` request.
 */
const isPageFetch = (request: Request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname.endsWith('/')

/** Records whether an element matching `selector` was ever attached, from the first paint on. */
async function watchFor(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __seen: boolean }
    w.__seen = false
    new MutationObserver(() => {
      if (document.querySelector(sel)) w.__seen = true
    }).observe(document, { childList: true, subtree: true })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen)
}

test.describe('embed mode', () => {
  test('hides the chrome before hydration, even with the JavaScript bundles blocked', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/installation/?embed=true')
    await expect(page.locator('article h1')).toBeVisible()
    await expect(page.locator('header[data-topbar]')).toBeHidden()
    await expect(page.locator('nav[data-sidebar]')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    await expect(page.locator('[data-announcement]')).toBeHidden()
  })

  test('internal links and the language switch keep embed=true', async ({ page }) => {
    await page.goto('/de/installation/?embed=true')
    // The top bar is hidden in embed mode: open its language menu without a pointer.
    await expect(async () => {
      await page.locator('[data-language-menu] button').dispatchEvent('click')
      await expect(page.locator('[data-language-menu] a[data-locale="fr"]')).toBeAttached({ timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('[data-language-menu] a[data-locale="fr"]')).toHaveAttribute('href', '/fr/installation/?embed=true', {
      timeout: 10_000,
    })
    const next = page.locator('[data-pager] a[rel="next"]')
    await expect(next).toHaveAttribute('href', /embed=true/)
    await markWindow(page)
    await next.click()
    await expect(page).toHaveURL(/\/de\/[^?]+\?embed=true$/)
    expect(await windowIsMarked(page)).toBe(true)
    await expect(page.locator('header[data-topbar]')).toBeHidden()
  })

  test('stays readable at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/specifications/?embed=true')
    await expect(page.locator('article h1')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

test.describe('route progress bar', () => {
  test('does not show for a fast navigation', async ({ page }) => {
    // The page's clock stands still from the click until the route has changed, so "fast" does
    // not depend on how busy the machine is: then the bar's 200 ms go by, and it must not appear.
    // (An installed clock runs at wall-clock pace until it is paused; the pause lies a second
    // ahead, since on a busy machine the page's clock moves on between reading it and pausing it,
    // and a pause in its past fails. The jump happens before the click, so it times nothing.)
    await page.clock.install()
    const seen = await watchFor(page, '.bprogress .bar')
    await page.goto('/installation/')
    await page.waitForLoadState('networkidle')
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    await page.locator('[data-pager] a[rel="next"]').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/installation/'))
    await page.clock.runFor(300)
    expect(await seen()).toBe(false)
  })

  test('shows when the next route takes longer than 200 ms, in the brand\'s colour, and finishes', async ({ page }) => {
    await page.route('**/*', async (route) => {
      if (isPageFetch(route.request())) await new Promise((resolve) => setTimeout(resolve, 900))
      await route.continue()
    })
    await page.goto('/installation/')
    await page.locator('[data-pager] a[rel="next"]').click()
    await expect(page.locator('.bprogress .bar')).toBeAttached({ timeout: 2_000 })
    // The library's own styles come first, so the brand's colour and height win (they did not when
    // they were a second stylesheet, after the site's).
    const { primary } = loadSiteConfig().theme
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(primary.slice(i, i + 2), 16)).join(', ')})`
    await expect(page.locator('.bprogress .bar')).toHaveCSS('background-color', rgb)
    await expect(page.locator('.bprogress .bar')).toHaveCSS('height', '3px')
    await page.waitForURL((url) => !url.pathname.startsWith('/installation/'))
    await expect(page.locator('.bprogress .bar')).not.toBeAttached({ timeout: 3_000 })
  })
})

test.describe('scrolling', () => {
  test('goes to the top after navigating to another page', async ({ page }) => {
    await page.goto('/installation/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('[data-pager] a[rel="next"]').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/installation/'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the column TOC marks the heading the reader is in, also after a client navigation', async ({ page }) => {
    await page.goto('/installation/')
    const links = page.locator('[data-toc="column"] a')
    const current = page.locator('[data-toc="column"] a[aria-current="location"]')
    await expect(current).toHaveCount(1)
    await expect(links.first()).toHaveAttribute('aria-current', 'location')
    const firstOfInstallation = (await links.first().getAttribute('href'))!
    // Scrolled to the third heading: its link is the current one, and only it.
    const id = (await links.nth(2).getAttribute('href'))!.slice(1)
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' }), id)
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'location')
    await expect(current).toHaveCount(1)
    // Another page through the sidebar: its TOC is marked from its own top.
    await page.locator('nav[data-sidebar] a[href="/wiring-best-practices/"]').first().click()
    await page.waitForURL('**/wiring-best-practices/')
    await expect(links.first()).not.toHaveAttribute('href', firstOfInstallation)
    await expect(links.first()).toHaveAttribute('aria-current', 'location')
    await expect(current).toHaveCount(1)
  })

  test('puts a #hash target under the sticky top bar, not behind it', async ({ page }) => {
    // A long page and an early heading: the page can scroll it all the way up.
    await page.goto('/installation/')
    const link = page.locator('[data-toc="column"] a').nth(1)
    const id = (await link.getAttribute('href'))!.slice(1)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    // Smooth scrolling: wait until the heading has settled just under the top bar. The bar is
    // measured with it: until the page has scrolled past the announcement bar, it sits lower.
    await expect
      .poll(async () => {
        const topBar = (await page.locator('header[data-topbar]').boundingBox())!
        const bottom = topBar.y + topBar.height
        const y = (await page.locator(`[id="${id}"]`).boundingBox())!.y
        return y >= bottom - 1 && y < bottom + 60
      }, { timeout: 5_000 })
      .toBe(true)
  })
})

test.describe('prefetching', () => {
  /** Pages fetched by script: ahead of a navigation, or for it. */
  function watchPageFetches(page: Page) {
    const paths: string[] = []
    page.on('request', (request) => {
      if (isPageFetch(request)) paths.push(new URL(request.url()).pathname)
    })
    return paths
  }

  test('fetches nothing ahead while the reader only reads', async ({ page }) => {
    const fetched = watchPageFetches(page)
    await page.goto('/installation/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    expect(fetched).toEqual([])
  })

  test('fetches a link the reader reaches for, once, and the navigation uses that copy', async ({ page }) => {
    const fetched = watchPageFetches(page)
    await page.goto('/installation/')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    const next = page.locator('[data-pager] a[rel="next"]')
    const href = (await next.getAttribute('href'))!
    await next.hover()
    await expect.poll(() => fetched).toEqual([href])
    await page.mouse.move(0, 0)
    await next.focus()
    await next.click()
    await page.waitForURL((url) => url.pathname === href)
    await expect(page.locator('article h1')).toBeVisible()
    expect(fetched).toEqual([href])
    expect(await windowIsMarked(page)).toBe(true)
  })

  test('a link followed without reaching for it first fetches its page then', async ({ page }) => {
    const fetched = watchPageFetches(page)
    await page.goto('/de/installation/')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    const href = (await page.locator('[data-pager] a[rel="next"]').getAttribute('href'))!
    await page.evaluate((h) => (document.querySelector(`[data-pager] a[href="${h}"]`) as HTMLAnchorElement).click(), href)
    await page.waitForURL((url) => url.pathname === href)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(fetched).toEqual([href])
    expect(await windowIsMarked(page)).toBe(true)
  })

  for (const [name, connection] of [
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`is skipped with ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true })
      }, connection)
      const fetched = watchPageFetches(page)
      await page.goto('/installation/')
      await page.waitForLoadState('networkidle')
      await page.locator('[data-pager] a[rel="next"]').hover()
      await page.locator('nav[data-sidebar] a').nth(2).hover()
      await page.waitForTimeout(1000)
      expect(fetched).toEqual([])
    })
  }
})

test('a wrong base path shows the warning banner', async ({ page }) => {
  await page.route('**/wrong/**', async (route) => {
    const url = new URL(route.request().url())
    url.pathname = url.pathname.replace(/^\/wrong/, '')
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) })
  })
  await page.goto('/wrong/installation/')
  const banner = page.locator('[data-base-banner]')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('/wrong')
  await page.goto('/installation/')
  await expect(page.locator('[data-base-banner]')).toBeHidden()
})

test('a failed route payload falls back to a full page load of the target', async ({ page }) => {
  await page.route('**/*', (route) => (isPageFetch(route.request()) ? route.abort() : route.continue()))
  await page.goto('/installation/')
  await markWindow(page)
  const next = page.locator('[data-pager] a[rel="next"]')
  const href = await next.getAttribute('href')
  await next.click()
  await expect(page).toHaveURL(href!)
  await expect(page.locator('article h1')).toBeVisible()
  expect(await windowIsMarked(page)).toBe(false)
})

test.describe('not-found redirects', () => {
  for (const [from, to] of [
    ['/installation/index.html', '/installation/'],
    ['/installation.html', '/installation/'],
    ['/installation/index', '/installation/'],
    ['/INSTALLATION/', '/installation/'],
    ['/nl/accessories/P1-CABLE/', '/nl/Accessories/p1-cable/'],
    ['/ar/category/ACCESSORIES/index.html', '/ar/category/accessories/'],
  ]) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(to)
      await expect(page.locator('article h1, main h1').first()).toBeVisible()
    })
  }

  test('anything else shows the localized not-found page', async ({ page }) => {
    const response = await page.goto('/pl/installation/zzz/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-nf="pl"] h1')).toHaveText(message('pl', 'notFound.title'))
    await expect(page).toHaveURL('/pl/installation/zzz/')
  })
})

test.describe('announcement bar', () => {
  test('stays closed after a reload and comes back when its id changes', async ({ page }) => {
    await page.goto('/')
    const bar = page.locator('[data-announcement]')
    await expect(bar).toBeVisible()
    const id = (await bar.getAttribute('data-announcement'))!
    await bar.getByRole('button', { name: message('en', 'announcement.close') }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', '')
    await expect(page.locator('[data-announcement]')).toBeHidden()
    // The reader closed an earlier announcement: the current one (another id) shows again.
    await page.evaluate(() => localStorage.setItem('docs-announcement-dismissed', 'an-earlier-announcement'))
    await page.reload()
    await expect(page.locator('[data-announcement]')).toBeVisible()
    await expect(page.locator('[data-announcement]')).toHaveAttribute('data-announcement', id)
  })
})

test.describe('sidebar categories', () => {
  const durationOf = async (page: Page, label: string) => {
    const category = page.locator(`nav[data-sidebar] li[data-category="${label}"]`).first()
    await category.locator('> div > button').click()
    const wrapper = category.locator('> div[id]')
    await expect(wrapper).toHaveAttribute('data-duration', /\d+/)
    return Number(await wrapper.getAttribute('data-duration'))
  }

  test('animate for longer when the content is taller', async ({ page }) => {
    await page.goto('/')
    const short = await durationOf(page, 'Troubleshooting')
    const tall = await durationOf(page, 'Configuration from A to Z')
    expect(tall).toBeGreaterThan(short)
  })

  test('animate for 1 ms with reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    expect(await durationOf(page, 'Troubleshooting')).toBe(1)
    await context.close()
  })
})

test.describe('lazy parts', () => {
  test('search shows its loader only after 200 ms', async ({ page }) => {
    // The page notes when the stand-in dialog and its spinner appear, on its own clock.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {}
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      new MutationObserver(() => {
        if (!seen.fallback && document.querySelector('dialog[data-lazy-fallback]')) seen.fallback = performance.now()
        if (!seen.spinner && document.querySelector('dialog[data-lazy-fallback] [data-spinner]')) seen.spinner = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    // The search button listens (it marks <html> when it does): a press before that is kept for
    // it by the head script, and the chunks it needs might then come before the delay below.
    await expect(page.locator('html[data-search-ready]')).toBeAttached()
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    await page.keyboard.press('Control+k')
    const fallback = page.locator('dialog[data-lazy-fallback]')
    await expect(fallback).toBeVisible()
    await expect(fallback.locator('[data-spinner]')).toBeVisible({ timeout: 2_500 })
    const seen = await page.evaluate(() => (window as unknown as { __seen: { fallback: number; spinner: number } }).__seen)
    // The observer notes the dialog at the end of the task that inserted it, which a busy
    // machine can delay by up to about 100 ms; a spinner shown at once would give a gap near 0.
    expect(seen.spinner - seen.fallback).toBeGreaterThanOrEqual(100)
    await expect(page.locator('dialog[data-search-dialog]')).toBeVisible({ timeout: 10_000 })
  })

  test('a failed load shows the error and Retry recovers', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-theme-toggle][data-ready]')).toBeAttached()
    let block = true
    await page.route('**/_next/static/chunks/**', (route) => (block ? route.abort() : route.continue()))
    await page.keyboard.press('Control+k')
    const fallback = page.locator('dialog[data-lazy-fallback]')
    const retry = fallback.getByRole('button', { name: message('en', 'error.retry') })
    await expect(retry).toBeVisible()
    block = false
    await retry.click()
    await expect(page.locator('dialog[data-search-dialog]')).toBeVisible()
  })
})
