import { expect, test, type Page } from '@playwright/test'
import { message } from './helpers'

const dialog = (page: Page) => page.locator('dialog[data-search-dialog]')
const input = (page: Page) => dialog(page).getByRole('combobox')

async function openWithButton(page: Page) {
  await page.locator('[data-search-button]').click()
  await expect(dialog(page)).toBeVisible()
}

test.describe('search modal', () => {
  test('Ctrl+K, Cmd+K and / open it, but / typed in a field does not', async ({ page }) => {
    await page.goto('/installation/')
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await page.keyboard.press('Meta+k')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeVisible()
    await expect(input(page)).toBeFocused()
    await expect(input(page)).toHaveValue('')
    // Focus elsewhere in the modal: `/` only opens, it never closes.
    await page.keyboard.press('Tab')
    await expect(input(page)).not.toBeFocused()
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    // Closed, with the focus back on the search button (a field focused before that would lose it).
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('[data-search-button]')).toBeFocused()
    // A field on the page: "/" is a character there.
    await page.locator('[data-search-button]').evaluate((button) => {
      const field = document.createElement('input')
      field.id = 'page-field'
      button.parentElement!.append(field)
    })
    await page.locator('#page-field').focus()
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('#page-field')).toHaveValue('/')
  })

  test('a shortcut or a click before the page is interactive is not lost', async ({ page }) => {
    // The page's scripts arrive 1.5 s late, as on a slow phone; the reader presses at once.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/installation/', { waitUntil: 'domcontentloaded' })
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 })
    await expect(input(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()

    await page.goto('/nl/installation/', { waitUntil: 'domcontentloaded' })
    await page.locator('[data-search-button]').click()
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 })
  })

  test('typing shows highlighted results; arrows and Enter go to the section in the same locale', async ({ page }) => {
    await page.goto('/nl/')
    await openWithButton(page)
    await input(page).fill('modbus')
    const hits = dialog(page).locator('[data-search-hit]')
    await expect(hits.first()).toBeVisible()
    await expect(dialog(page).locator('mark').first()).toHaveText(/modbus/i)
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true')
    const href = await hits.nth(1).getAttribute('href')
    expect(href).toMatch(/^\/nl\//)
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(href!)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  test('Escape, the backdrop and a result click close it; focus returns to the button', async ({ page }) => {
    await page.goto('/')
    await openWithButton(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('[data-search-button]')).toBeFocused()

    await openWithButton(page)
    await page.mouse.click(5, 5)
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('[data-search-button]')).toBeFocused()

    await openWithButton(page)
    await input(page).fill('installation')
    await dialog(page).locator('[data-search-hit]').first().click()
    await expect(dialog(page)).toBeHidden()
  })

  test('the page behind does not scroll and Tab stays in the modal', async ({ page }) => {
    await page.goto('/installation/')
    await openWithButton(page)
    await input(page).fill('meter')
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(700, 850)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[data-search-dialog]'))).toBe(true)
    }
  })

  test('a query without results shows a suggestion and the feedback link', async ({ page }) => {
    await page.goto('/')
    await openWithButton(page)
    await input(page).fill('invertterrss')
    const empty = dialog(page).locator('[data-search-empty]')
    await expect(empty).toContainText(message('en', 'search.believe'))
    await expect(empty.getByRole('link', { name: message('en', 'search.letUsKnow') })).toHaveAttribute('href', /^mailto:/)
    await empty.locator('[data-search-suggestion]').click()
    await expect(input(page)).toHaveValue(/inverters?/)
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
  })

  test('a blocked index shows "Unable to fetch results" and Retry recovers', async ({ page }) => {
    let block = true
    await page.route('**/search-index/**', (route) => (block ? route.abort() : route.continue()))
    await page.goto('/de/')
    await openWithButton(page)
    await input(page).fill('modbus')
    const error = dialog(page).locator('[data-search-error]')
    await expect(error).toContainText(message('de', 'search.fetchError'))
    await expect(error).toContainText(message('de', 'search.fetchErrorHelp'))
    block = false
    await error.getByRole('button', { name: message('de', 'error.retry') }).click()
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
  })

  test('in Arabic the modal is right-to-left', async ({ page }) => {
    await page.goto('/ar/')
    await openWithButton(page)
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await expect(input(page)).toHaveAttribute('placeholder', message('ar', 'search.placeholder'))
  })

  test('emits a docs:search event with the query and the number of hits', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      window.addEventListener('docs:search', (e) => ((window as unknown as { last: unknown }).last = (e as CustomEvent).detail))
    })
    await openWithButton(page)
    await input(page).fill('battery')
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
    const detail = await page.evaluate(() => (window as unknown as { last: { query: string; hits: number; url: string } }).last)
    expect(detail.query).toBe('battery')
    expect(detail.hits).toBeGreaterThan(0)
    expect(detail.url).toContain('localhost')
  })
})

test.describe('search page', () => {
  test('shows the results of ?q= and keeps the query in the URL', async ({ page }) => {
    await page.goto('/fr/search/?q=modbus')
    await expect(page.locator('[data-search-page] [data-search-hit]').first()).toBeVisible()
    await expect(page.locator('nav[data-sidebar]')).toHaveCount(0)
    await page.locator('[data-search-page] input').fill('onduleur')
    await expect(page).toHaveURL(/\/fr\/search\/\?q=onduleur$/)
  })

  test('loads only the index files of its query: the worker with the base, a few shards and the excerpts it lists', async ({ page }) => {
    const loaded: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) loaded.push(new URL(request.url()).pathname)
    })
    await page.goto('/ch/search/?q=modbus')
    await expect(page.locator('[data-search-page] [data-search-hit]').first()).toBeVisible()
    const base = (await (await page.request.get('/search-index/ch.json')).json()) as { shards: string[] }
    const shards = loaded.filter((p) => /\/ch\.terms-\d+\.json$/.test(p))
    // The base file comes inside the locale's worker file.
    expect(loaded).toContain('/search-index/ch.worker.js')
    expect(loaded).not.toContain('/search-index/ch.json')
    expect(shards.length).toBeGreaterThan(0)
    expect(shards.length).toBeLessThanOrEqual(2)
    expect(base.shards.length).toBeGreaterThan(10)
    expect(loaded.filter((p) => /excerpts-\d+\.json$/.test(p)).length).toBeGreaterThan(0)
    expect(loaded.filter((p) => p.includes('passages'))).toEqual([])
  })

  test('fetches each shard once, and answers from a shard it loaded earlier after letting its file go', async ({ page }) => {
    const requested = new Map<string, number>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/\/de\.terms-\d+\.json$/.test(path)) requested.set(path, (requested.get(path) ?? 0) + 1)
    })
    await page.goto('/de/')
    await openWithButton(page)
    const first = async () => (await dialog(page).locator('[data-search-hit]').first().getAttribute('href')) ?? ''
    await input(page).fill('modbus')
    await expect(dialog(page).locator('[data-results-for="modbus"]')).toBeAttached()
    const modbus = await first()
    expect(modbus).toContain('/de/')
    // Other words, then the first again: its shard is in the index, its file no longer in the worker.
    for (const query of ['Wechselrichter', 'Batterie laden', 'modbus']) {
      await input(page).fill(query)
      await expect(dialog(page).locator(`[data-results-for="${query}"]`)).toBeAttached()
    }
    expect(await first()).toBe(modbus)
    expect(requested.size).toBeGreaterThan(1)
    expect([...requested.values()].every((count) => count === 1)).toBe(true)
  })

  test('starts loading its query\'s files while the page\'s scripts still download', async ({ page }) => {
    // The page's scripts arrive 2 s late, as on a slow phone: only the inline script can ask for
    // these files before. (Not the styles: an inline script waits for them, as browsers do.)
    let scriptsArrived = false
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      scriptsArrived = true
      await route.continue()
    })
    const early: string[] = []
    page.on('request', (request) => {
      if (!scriptsArrived && request.url().includes('/search-index/')) early.push(new URL(request.url()).pathname)
    })
    await page.goto('/ch/search/?q=modbus', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-search-page] [data-search-excerpt]').first()).toBeVisible({ timeout: 15_000 })
    expect(early).toContain('/search-index/ch.worker.js')
    expect(early.filter((p) => /\/ch\.terms-\d+\.json$/.test(p)).length).toBeGreaterThan(0)
    expect(early.filter((p) => /\/ch\.excerpts-\d+\.json$/.test(p)).length).toBeGreaterThan(0)
  })

  test('lists 20 results first, each with its excerpt; "Show more results" adds the rest and focuses the first new one', async ({ page }) => {
    const hits = page.locator('[data-search-page] [data-search-hit]')
    const more = page.locator('[data-search-more]')
    await page.goto('/de/search/?q=modbus')
    await expect(hits.first()).toBeVisible()
    await expect(hits).toHaveCount(20)
    await expect(page.locator('[data-search-page] [data-search-excerpt]')).toHaveCount(20)
    await expect(more).toHaveText(message('de', 'search.showMore'))
    await more.click()
    await expect(more).toHaveCount(0)
    const count = await hits.count()
    expect(count).toBeGreaterThan(20)
    await expect(page.locator('[data-search-page] [data-search-excerpt]')).toHaveCount(count)
    await expect(hits.nth(20)).toBeFocused()
    // A new query starts again from the first 20.
    await page.locator('[data-search-page] input').fill('modbus tcp')
    await expect(hits).toHaveCount(20)
    await expect(more).toBeVisible()
  })

  test('renders a script in the query as text', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()))
    await page.goto(`/search/?q=${encodeURIComponent('<script>alert(1)</script><img src=x onerror=alert(2)>')}`)
    await expect(page.locator('[data-search-page] h1')).toContainText('<script>alert(1)</script>')
    await page.waitForTimeout(800)
    expect(dialogs).toEqual([])
    expect(await page.locator('[data-search-page] script, [data-search-page] img').count()).toBe(0)
  })
})

// A translated heading keeps the English anchor, which the base file does not carry
// (lib/search/section-entry.ts): the modal gets it from the anchors file, the results page with
// each result's excerpt. Either way a result opens its section.
test.describe('result links in a translated locale', () => {
  async function expectSectionsExist(page: Page, hrefs: string[]) {
    const sections = hrefs.filter((href) => href.includes('#'))
    expect(sections.length).toBeGreaterThan(2)
    for (const href of sections.slice(0, 6)) {
      const [path, anchor] = href.split('#')
      const html = await (await page.request.get(path!)).text()
      expect(html, href).toContain(`id="${decodeURIComponent(anchor!)}"`)
    }
  }
  const hrefsIn = (page: Page, scope: string) =>
    page.locator(`${scope} [data-search-hit]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')!))

  for (const locale of ['de', 'ar']) {
    test(`${locale}: the modal and the results page link each result's section`, async ({ page }) => {
      const loaded: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/search-index/')) loaded.push(new URL(request.url()).pathname)
      })
      await page.goto(`/${locale}/installation/`)
      await openWithButton(page)
      await input(page).fill('modbus')
      await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
      const inModal = await hrefsIn(page, 'dialog[data-search-dialog]')
      await expectSectionsExist(page, inModal)
      expect(loaded).toContain(`/search-index/${locale}.anchors.json`)

      loaded.length = 0
      await page.goto(`/${locale}/search/?q=modbus`)
      await expect(page.locator('[data-search-page] [data-search-excerpt]').first()).toBeVisible()
      const onPage = await hrefsIn(page, '[data-search-page]')
      await expectSectionsExist(page, onPage)
      expect(loaded.filter((p) => p.endsWith('.anchors.json'))).toEqual([])
      // The same first results, with the same addresses, however the anchors came.
      expect(onPage.slice(0, inModal.length)).toEqual(inModal)
    })
  }
})
