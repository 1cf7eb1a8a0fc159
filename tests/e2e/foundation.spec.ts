import { expect, test } from '@playwright/test'
import { LOCALES, localizedPath, markWindow, message, windowIsMarked } from './helpers'

const GUIDE = 'installation'

for (const locale of LOCALES) {
  test.describe(`${locale.label} (${locale.id})`, () => {
    test('home and a guide render with lang, dir, sidebar, breadcrumbs and TOC', async ({ page }) => {
      for (const path of ['', GUIDE]) {
        const response = await page.goto(localizedPath(locale.id, path))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale.intl)
        await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
        await expect(page.locator('nav[data-sidebar]')).toBeVisible()
        await expect(page.locator('nav[data-breadcrumbs]')).toBeVisible()
        await expect(page.locator('[data-toc="column"] a').first()).toBeVisible()
        await expect(page.locator('article h1')).not.toBeEmpty()
        await expect(page.locator('nav[data-sidebar] a[aria-current="page"]')).toHaveCount(1)
      }
    })

    test('the language menu opens with Enter and goes to the same page in another locale', async ({ page }) => {
      const target = LOCALES.find((l) => l.id !== locale.id && l.id !== 'en')!
      await page.goto(localizedPath(locale.id, GUIDE))
      const menu = page.locator('[data-language-menu] ul')
      // From the keyboard: Enter opens it, its links keep the page; Escape closes it.
      await page.locator('[data-language-menu] button').focus()
      await page.keyboard.press('Enter')
      const english = page.locator('[data-language-menu] a[data-locale="en"]')
      await expect(english).toBeVisible()
      await expect(english).toHaveAttribute('href', `/${GUIDE}/`)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(page.locator('[data-language-menu] button')).toBeFocused()
      // With the pointer: it opens on hover and a click goes to the other locale's page.
      await page.locator('[data-language-menu] button').hover()
      await expect(menu).toBeVisible()
      await page.locator('[data-language-menu]').getByRole('link', { name: target.label }).click()
      await expect(page).toHaveURL(localizedPath(target.id, GUIDE))
      await expect(page.locator('html')).toHaveAttribute('lang', target.intl)
      await expect(page.locator('html')).toHaveAttribute('dir', target.dir)
    })

    test('client-side navigation keeps the locale', async ({ page }) => {
      await page.goto(localizedPath(locale.id, ''))
      await markWindow(page)
      const next = page.locator('[data-pager] a[rel="next"]')
      const href = await next.getAttribute('href')
      expect(href?.startsWith(localizedPath(locale.id, ''))).toBe(true)
      await next.click()
      await expect(page).toHaveURL(href!)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.intl)
      expect(await windowIsMarked(page)).toBe(true)
    })

    test('the theme toggles light ↔ dark and survives a reload with no flash', async ({ page }) => {
      // Records the mode when the parser inserts the first element of <body> that is neither a
      // script nor hidden: nothing of the page can be painted before that, so the mode set by then is the
      // one of the first paint. (A first animation frame can come before the theme script on a
      // busy machine, with nothing to paint yet.)
      await page.addInitScript(() => {
        const record = () => {
          ;(window as unknown as { __firstFrameDark: boolean }).__firstFrameDark =
            document.documentElement.classList.contains('dark')
        }
        const observer = new MutationObserver(() => {
          const visible = (el: Element) => el.tagName !== 'SCRIPT' && !(el as HTMLElement).hidden
          if (![...(document.body?.children ?? [])].some(visible)) return
          observer.disconnect()
          record()
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const firstFrameDark = async () => {
        await page.waitForFunction(() => '__firstFrameDark' in window)
        return page.evaluate(() => (window as unknown as { __firstFrameDark: boolean }).__firstFrameDark)
      }
      await page.goto(localizedPath(locale.id, GUIDE))
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await page.locator('[data-theme-toggle][data-ready]').click()
      await expect(page.locator('html')).toHaveClass(/dark/)
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
      await page.reload()
      expect(await firstFrameDark()).toBe(true)
      await page.locator('[data-theme-toggle][data-ready]').click()
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await page.reload()
      expect(await firstFrameDark()).toBe(false)
    })

    test('an unknown URL shows the localized not-found page', async ({ page }) => {
      const response = await page.goto(localizedPath(locale.id, 'this-page-does-not-exist'))
      expect(response?.status()).toBe(404)
      const section = page.locator(`[data-nf="${locale.id}"]`)
      await expect(section.locator('h1')).toHaveText(message(locale.id, 'notFound.title'))
      await expect(section).toContainText(message(locale.id, 'notFound.owner'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale.intl)
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
    })
  })
}

test.describe('colour mode', () => {
  test('follows a change made in another tab', async ({ page, context }) => {
    await page.goto('/')
    const other = await context.newPage()
    await other.goto('/de/')
    await other.locator('[data-theme-toggle][data-ready]').click()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('ignores the system preference by default', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await context.close()
  })
})

test.describe('right-to-left', () => {
  test('the Arabic layout is mirrored', async ({ page }) => {
    await page.goto('/ar/installation/')
    const sidebar = await page.locator('nav[data-sidebar]').boundingBox()
    const main = await page.locator('main').boundingBox()
    const toc = await page.locator('[data-toc="column"]').boundingBox()
    expect(sidebar!.x).toBeGreaterThan(main!.x)
    expect(toc!.x).toBeLessThan(main!.x)
    const brand = await page.locator('header[data-topbar] a').first().boundingBox()
    expect(brand!.x).toBeGreaterThan(700)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('shows the docs menu, goes back to the main menu and navigates', async ({ page }) => {
    await page.goto('/fr/installation/')
    await expect(page.locator('nav[data-sidebar]')).toBeHidden()
    await page.locator('[data-mobile-menu-button]').click()
    const drawer = page.locator('dialog[data-mobile-drawer]')
    await expect(drawer.locator('nav[data-sidebar]')).toBeVisible()
    await drawer.getByRole('button', { name: message('fr', 'nav.backToMainMenu') }).click()
    await expect(drawer.locator('[data-main-menu]')).toBeVisible()
    await expect(drawer.locator('nav[data-sidebar]')).toBeHidden()
    await drawer.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL('/de/installation/')
    await expect(drawer).toBeHidden()
  })
})

test.describe('sidebar and page furniture', () => {
  test('a category opens and closes, and the category index lists its pages', async ({ page }) => {
    await page.goto('/')
    const category = page.locator('nav[data-sidebar] li:has(> div > a[href="/category/accessories/"])')
    const toggle = category.locator('button[aria-expanded]')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(category.locator('ul a').first()).toBeVisible()
    await category.locator('> div > a').click()
    await expect(page).toHaveURL('/category/accessories/')
    await expect(page.locator('[data-category-cards] a').first()).toBeVisible()
    await expect(page.locator('nav[data-sidebar] a[href="/category/accessories/"]')).toHaveAttribute('aria-current', 'page')
  })

  test('the page has a title, description, canonical, hreflang and Open Graph tags', async ({ page }) => {
    await page.goto('/de/installation/')
    await expect(page).toHaveTitle(/\|/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/installation\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', /\/ch\/installation\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/installation\/$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE')
  })

  test('the standalone markdown page has no sidebar', async ({ page }) => {
    const response = await page.goto('/it/markdown-page/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('article h1')).toBeVisible()
    await expect(page.locator('nav[data-sidebar]')).toHaveCount(0)
  })

  test('sitemap and robots are published', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<changefreq>weekly</changefreq>')
    expect(sitemap).toContain('<priority>0.5</priority>')
    expect(sitemap).toMatch(/hreflang="ar" href="[^"]+\/ar\/installation\/"/)
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap\.xml/)
  })
})
