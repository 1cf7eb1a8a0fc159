import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { routePayloadFromHtml } from '@/lib/navigation/route-payload'
import { LOCALES, localizedPath, markWindow, message, windowIsMarked } from './helpers'

/**
 * A doc's article ships once, as markup: the build leaves it out of the page's React payload
 * (lib/export/static-html.ts). What React did inside it is done by delegation
 * (components/static-html/): in every locale, tabs switch by click and arrow keys (mirrored in
 * Arabic), code blocks copy, and a link followed in the app shows the target's article, also
 * after back and forward, without a full load.
 */

/** A URL that ends with `href`, as the address bar has it. */
const endingWith = (href: string) => new RegExp(`${href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`)

/**
 * The React payload a page's HTML carries, as the browser hydrates from it (read from the HTML:
 * the page's own copy is emptied once React has read it).
 */
async function payloadOf(request: APIRequestContext, pathname: string): Promise<string> {
  const payload = routePayloadFromHtml(await (await request.get(pathname)).text())
  expect(payload, `${pathname} has a payload`).toBeDefined()
  return new TextDecoder().decode(payload)
}

const article = (page: Page) => page.locator('article .prose[data-static-html]')

/** The article's markup as the page's own HTML has it (what a full load shows). */
async function articleOfHtml(page: Page, pathname: string): Promise<string> {
  return page.evaluate(async (path) => {
    const html = await (await fetch(path)).text()
    return new DOMParser().parseFromString(html, 'text/html').querySelector('article .prose[data-static-html]')?.textContent ?? ''
  }, pathname)
}

/** The first link of the article whose page is a doc (has an article of its own). */
async function firstLinkToADoc(page: Page): Promise<string> {
  const hrefs = await article(page).locator('a[href^="/"]:not([href*="#"])').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  for (const href of hrefs) if ((await articleOfHtml(page, href)) !== '') return href
  throw new Error('no link to a doc in the article')
}

test.describe('articles as markup', () => {
  test('the payload does not repeat the article', async ({ page, request }) => {
    await page.goto(localizedPath('en', 'installation'))
    const text = (await article(page).locator('p').first().textContent())!.trim()
    const payload = await payloadOf(request, localizedPath('en', 'installation'))
    expect(text.length).toBeGreaterThan(40)
    expect(payload).toContain(await article(page).getAttribute('data-static-html'))
    expect(payload).not.toContain(text.slice(0, 40))
  })

  test('a page whose HTML lacks the article markup is loaded in full, once', async ({ page }) => {
    await page.goto(localizedPath('en', 'installation'))
    await markWindow(page)
    const href = await firstLinkToADoc(page)
    const expected = await articleOfHtml(page, href)
    // The target's HTML without its article markup (a host that rewrote it, say): the payload
    // has no article either, so only a full load shows the page.
    let served = 0
    await page.route(`**${href}`, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      served++
      await route.fulfill({ response, body: served === 1 ? html.replace(/ data-static-html="[^"]*"/g, '') : html })
    })
    await article(page).locator(`a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(endingWith(href))
    await expect.poll(() => windowIsMarked(page).catch(() => true)).toBe(false)
    await expect(article(page)).toHaveText(expected)
    expect(served).toBe(2)
  })

  for (const locale of LOCALES) {
    test(`${locale.label} (${locale.id}): tabs, copy buttons and links work inside the article`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(localizedPath(locale.id, 'installation'))
      await markWindow(page)

      // Tabs: a click selects; the arrow key pointing back in the reading direction returns.
      const tabs = article(page).getByRole('tab')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await tabs.nth(1).click()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
      await expect(page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible()
      await expect(page.locator(`#${await tabs.first().getAttribute('aria-controls')}`)).toBeHidden()
      await page.keyboard.press(locale.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toBeFocused()

      // A link in the article to another doc opens it in the app; the article is that doc's.
      const href = await firstLinkToADoc(page)
      const link = article(page).locator(`a[href="${href}"]`).first()
      const before = await article(page).textContent()
      await link.click()
      await expect(page).toHaveURL(endingWith(href))
      const target = new URL(page.url()).pathname
      await expect(article(page)).toHaveText(await articleOfHtml(page, target))
      expect(await windowIsMarked(page)).toBe(true)

      // Back shows the first article again, forward the second; still the same window.
      await page.goBack()
      await expect(article(page)).toHaveText(before!)
      await page.goForward()
      await expect(article(page)).toHaveText(await articleOfHtml(page, target))
      expect(await windowIsMarked(page)).toBe(true)

      // A code block copies its text and says so.
      await page.goto(localizedPath(locale.id, 'External-Signals/mqtt-live-control'))
      const copy = article(page).locator('button[data-copy-code]').first()
      await expect(copy).toHaveAttribute('aria-label', message(locale.id, 'code.copy'))
      await copy.click()
      await expect(copy).toHaveAttribute('aria-label', message(locale.id, 'code.copied'))
      const code = await copy.locator('xpath=..').locator('pre').innerText()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''))
    })
  }
})

/**
 * The sidebar's links ship once too: the payload leaves its items out and the browser reads them
 * from the sidebar's markup (components/docs/sidebar-markup.ts). In every locale it hydrates
 * without a mismatch, opens a collapsed branch, marks the page a sidebar link opened in the app,
 * and the first page again after back, the second after forward.
 */
test.describe('sidebar links as markup', () => {
  for (const locale of LOCALES) {
    test(`${locale.label} (${locale.id}): the sidebar hydrates from its markup and follows back and forward`, async ({ page, request }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (entry) => void (entry.type() === 'error' && errors.push(entry.text())))
      const start = localizedPath(locale.id, 'Monitoring/Web-portal/faq/general')
      await page.goto(start)
      const sidebar = page.locator('nav[data-sidebar]')
      const current = sidebar.locator('a[aria-current="page"]')
      await expect(current).toHaveAttribute('href', start)
      // The payload names the sidebar's markup instead of repeating its links.
      const payload = await payloadOf(request, start)
      expect(payload).toMatch(/"items":null,[^{}]*"markupKey":"/)
      expect(payload).not.toContain(`"label":${JSON.stringify(await current.textContent())}`)
      await markWindow(page)

      const branch = await sidebar.locator('button[aria-expanded="false"]').first().getAttribute('aria-controls')
      const toggle = sidebar.locator(`button[aria-controls="${branch}"]`)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const opened = sidebar.locator(`[id="${branch}"] a`).first()
      const href = (await opened.getAttribute('href'))!
      await opened.click()
      await expect(page).toHaveURL(endingWith(href))
      await expect(current).toHaveAttribute('href', href)

      await page.goBack()
      await expect(current).toHaveAttribute('href', start)
      await page.goForward()
      await expect(current).toHaveAttribute('href', href)
      expect(await windowIsMarked(page)).toBe(true)
      expect(errors).toEqual([])
    })
  }
})

/**
 * Tabs of a group (`groupId`: Ethernet or Wi-Fi, the Windows tool) switch together on the page
 * and keep the reader's choice on the pages read next, after a link followed in the app and
 * after a full load, in every locale.
 */
test.describe('tab groups', () => {
  const group = (page: Page, name: string) => article(page).locator(`[role="tablist"][data-tabs-group="${name}"]`)
  const chosen = (page: Page, name: string) => group(page, name).locator('[role="tab"][aria-selected="true"]')
  /** Clicks a tab until it is chosen: a click before the page's script is wired does nothing, as for a reader. */
  const clickTab = (tab: Locator) =>
    expect(async () => {
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })

  test('tabs of one group on a page switch together', async ({ page }) => {
    await page.goto(localizedPath('en', 'Configuration-from-A-to-Z/Extra-Information/windows-fixed-ip'))
    await expect(group(page, 'windows-network-settings')).toHaveCount(2)
    await clickTab(group(page, 'windows-network-settings').first().locator('[data-tab-value="command-line"]'))
    await expect(chosen(page, 'windows-network-settings')).toHaveCount(2)
    for (const tab of await chosen(page, 'windows-network-settings').all()) await expect(tab).toHaveAttribute('data-tab-value', 'command-line')
    // The second group's panel shows the choice: the command that goes back to DHCP.
    await expect(article(page).getByText('source=dhcp')).toBeVisible()
  })

  for (const locale of LOCALES) {
    test(`${locale.label} (${locale.id}): the Ethernet or Wi-Fi choice holds on the next pages`, async ({ page }) => {
      await page.goto(localizedPath(locale.id, 'network-configuration'))
      const wifi = group(page, 'network-link').locator('[data-tab-value="wifi"]')
      await clickTab(wifi)

      // A full load of another page with the group opens on Wi-Fi.
      await page.goto(localizedPath(locale.id, 'Controller/network-troubleshooting'))
      await expect(chosen(page, 'network-link')).toHaveAttribute('data-tab-value', 'wifi')
      const panel = page.locator(`#${await chosen(page, 'network-link').getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()

      // Chosen back by keyboard; a link followed in the app shows the new choice there.
      await chosen(page, 'network-link').focus()
      await page.keyboard.press('Home')
      await expect(chosen(page, 'network-link')).toHaveAttribute('data-tab-value', 'ethernet')
      await article(page).locator('a[href$="/network-configuration/#connect-to-the-network"]').first().click()
      await expect(page).toHaveURL(/\/network-configuration\/#connect-to-the-network$/)
      await expect(chosen(page, 'network-link')).toHaveAttribute('data-tab-value', 'ethernet')
    })
  }
})
