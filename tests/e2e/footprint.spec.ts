import { expect, test, type Page } from '@playwright/test'
import { LOCALES, localizedPath, markWindow, windowIsMarked } from './helpers'

/**
 * The export leaves out what no navigation asks for (lib/export/route-payloads.ts) and what a
 * page does not show (collapsed sidebar branches). Every kind of navigation a reader makes must
 * still find each file it requests: asserted on the network log, in every locale.
 */

/** Same-origin requests that failed or answered with an error, and requests for removed payloads. */
function watchNetwork(page: Page) {
  const failures: string[] = []
  const requested: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== new URL(page.url() || response.url()).origin) return
    requested.push(url.pathname)
    if (response.status() >= 400) failures.push(`${response.status()} ${url.pathname}`)
  })
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // A prefetch cut short by the next navigation is the router's choice, not a missing file.
    if (!reason.includes('ERR_ABORTED')) failures.push(`${reason} ${new URL(request.url()).pathname}`)
  })
  return { failures, requested }
}

async function follow(page: Page, link: ReturnType<Page['locator']>) {
  const href = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`))
  await page.waitForLoadState('networkidle')
  return href
}

for (const locale of LOCALES) {
  test(`${locale.label} (${locale.id}): every navigation finds the files it asks for`, async ({ page }) => {
    const network = watchNetwork(page)
    await page.goto(localizedPath(locale.id, 'installation'))
    await page.waitForLoadState('networkidle')
    await markWindow(page)

    // A sidebar branch the page left out, opened, and one of its links followed.
    const sidebar = page.locator('nav[data-sidebar]')
    const categoryHref = await sidebar.locator('li[data-category] > div:has(> button[aria-expanded="false"]) > a').first().getAttribute('href')
    const collapsed = sidebar.locator(`li[data-category]:has(> div > a[href="${categoryHref}"])`)
    await collapsed.locator('> div > button').click()
    await expect(collapsed.locator('> div > button')).toHaveAttribute('aria-expanded', 'true')
    const branchLink = collapsed.locator('ul a').first()
    await expect(branchLink).toBeVisible()
    await follow(page, branchLink)

    // An in-text link, then a category page and one of its cards.
    await follow(page, page.locator('article a[href^="/"]:not([href*="#"])').first())
    await follow(page, page.locator('nav[data-sidebar] li[data-category] > div > a').first())
    await follow(page, page.locator('[data-category-cards] a').first())

    // Back and forward.
    const here = page.url()
    await page.goBack()
    await expect(page).not.toHaveURL(here)
    await page.goForward()
    await expect(page).toHaveURL(here)

    // The language switch.
    const other = LOCALES.find((l) => l.id !== locale.id)!
    await page.locator('[data-language-menu] button').hover()
    await follow(page, page.locator(`[data-language-menu] a[data-locale="${other.id}"]`))
    await expect(page.locator('html')).toHaveAttribute('lang', other.intl)

    expect(await windowIsMarked(page), 'every navigation stayed in the page').toBe(true)
    expect(network.failures).toEqual([])
    // The export has no route payload files: the router's requests never reach the network.
    expect(network.requested.filter((path) => path.endsWith('.txt'))).toEqual([])
  })
}

test.describe('sidebar branches', () => {
  test('a page carries only the branches it shows; the others come from the locale tree, once', async ({ page, request }) => {
    const html = await (await request.get('/ar/installation/')).text()
    const tree = await (await request.get('/ar/sidebar.json')).json()
    const accessories = tree.find((item: { href: string }) => item.href === '/ar/category/accessories/')
    expect(accessories.items.length).toBeGreaterThan(3)
    // The page's sidebar has the category without its links (its payload names the markup, lib/export/static-html.ts).
    const sidebarAt = html.indexOf(' data-sidebar=')
    const sidebarMarkup = html.slice(html.lastIndexOf('<nav', sidebarAt), html.indexOf('</nav>', sidebarAt))
    expect(sidebarMarkup).toContain('href="/ar/category/accessories/"')
    for (const child of accessories.items) expect(sidebarMarkup).not.toContain(`href="${child.href}"`)

    const treeRequests: string[] = []
    page.on('request', (r) => r.url().endsWith('/sidebar.json') && treeRequests.push(r.url()))
    await page.goto('/ar/installation/')
    const category = page.locator('nav[data-sidebar] li:has(> div > a[href="/ar/category/accessories/"])')
    await expect(category.locator('ul a')).toHaveCount(0)
    await category.locator('> div > button').click()
    await expect(category.locator('ul a')).toHaveCount(accessories.items.length)
    await expect(category.locator('ul a').first()).toHaveAttribute('href', accessories.items[0].href)
    // Another branch reads the same file.
    const devices = page.locator('nav[data-sidebar] li:has(> div > a[href="/ar/category/supported-devices/"])')
    await devices.locator('> div > button').click()
    await expect(devices.locator('ul a').first()).toBeVisible()
    expect(treeRequests).toHaveLength(1)
  })

  test('a branch whose tree cannot be read offers its category page', async ({ page }) => {
    await page.route('**/sidebar.json', (route) => route.abort())
    await page.goto('/de/installation/')
    const category = page.locator('nav[data-sidebar] li:has(> div > a[href="/de/category/accessories/"])')
    await category.locator('> div > button').click()
    await expect(category.locator('ul a')).toHaveAttribute('href', '/de/category/accessories/')
  })
})
