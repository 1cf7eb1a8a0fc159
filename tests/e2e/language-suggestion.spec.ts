import { audit } from './axe-helpers'
import { expect, test, type Page } from '@playwright/test'
import { localizedPath, message, LOCALES } from './helpers'
import type { LocaleId } from '@/lib/i18n/locales'

/**
 * The language suggestion (components/layout/LanguageSuggestion.tsx): on a first visit whose
 * browser language is another of the site's with this page in it, a bar in that language offers
 * it; following it or turning it down is remembered; nothing ever redirects by itself.
 */
const bar = (page: Page) => page.locator('[data-language-suggestion]')
const TRANSLATED = 'network-configuration'
const ENGLISH_ONLY = 'Devices/Boiler/my-PV-AC-THOR'

const cases: { browser: string; locale: LocaleId }[] = [
  { browser: 'de-DE', locale: 'de' },
  { browser: 'ar-EG', locale: 'ar' },
  { browser: 'zh-CN', locale: 'ch' },
  { browser: 'pt-BR', locale: 'pt' },
]

for (const { browser, locale } of cases) {
  test.describe(`browser language ${browser}`, () => {
    test.use({ locale: browser })
    const info = LOCALES.find((l) => l.id === locale)!

    test(`an English page offers ${locale} in ${locale}; following it is remembered`, async ({ page }) => {
      await page.goto(localizedPath('en', TRANSLATED))
      await expect(bar(page)).toBeVisible()
      // Offered, not forced: the page stays English.
      await expect(page).toHaveURL(new RegExp(`${localizedPath('en', TRANSLATED)}$`))
      await expect(bar(page)).toHaveAttribute('lang', info.intl)
      await expect(bar(page)).toHaveAttribute('dir', info.dir)
      await expect(bar(page)).toContainText(message(locale, 'languageSuggestion.text'))
      await bar(page).getByRole('link', { name: message(locale, 'languageSuggestion.switch') }).click()
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, TRANSLATED)}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', info.intl)
      await expect(bar(page)).toHaveCount(0)
      // Back on an English page later: the choice is made, nothing is offered.
      await page.goto(localizedPath('en', 'installation'))
      await expect(page.locator('article h1')).toBeVisible()
      await page.waitForTimeout(300)
      await expect(bar(page)).toHaveCount(0)
    })
  })
}

test.describe('browser language de-DE', () => {
  test.use({ locale: 'de-DE' })

  test('"No, thanks" keeps the page and is remembered', async ({ page }) => {
    await page.goto(localizedPath('en', TRANSLATED))
    await bar(page).getByRole('button', { name: message('de', 'languageSuggestion.dismiss') }).click()
    await expect(bar(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${localizedPath('en', TRANSLATED)}$`))
    await page.goto(localizedPath('en', 'installation'))
    await expect(page.locator('article h1')).toBeVisible()
    await page.waitForTimeout(300)
    await expect(bar(page)).toHaveCount(0)
  })

  test('a language picked in the menu counts as the choice', async ({ page }) => {
    await page.goto(localizedPath('en', TRANSLATED))
    await expect(bar(page)).toBeVisible()
    await page.locator('[data-language-menu] button').click()
    await page.locator('[data-language-menu] a[data-locale="nl"]').click()
    await expect(page).toHaveURL(new RegExp(`${localizedPath('nl', TRANSLATED)}$`))
    await page.waitForTimeout(300)
    await expect(bar(page)).toHaveCount(0)
  })

  test('a page not translated into the language offers nothing', async ({ page }) => {
    await page.goto(localizedPath('en', ENGLISH_ONLY))
    await expect(page.locator('article h1')).toBeVisible()
    await page.waitForTimeout(500)
    await expect(bar(page)).toHaveCount(0)
  })
})

test.describe('browser language en-GB', () => {
  test.use({ locale: 'en-GB' })

  test('a German page offers English; the bar is accessible in light and dark mode', async ({ page }) => {
    await page.goto(localizedPath('de', TRANSLATED))
    await expect(bar(page)).toBeVisible()
    await expect(bar(page)).toContainText(message('en', 'languageSuggestion.text'))
    expect(await audit(page, 'language suggestion', { within: '[data-language-suggestion]' })).toEqual([])
  })
})

test.describe('browser language ar', () => {
  test.use({ locale: 'ar' })

  test('the Arabic bar is right-to-left and accessible', async ({ page }) => {
    await page.goto(localizedPath('en', TRANSLATED))
    await expect(bar(page)).toHaveAttribute('dir', 'rtl')
    expect(await audit(page, 'language suggestion', { within: '[data-language-suggestion]' })).toEqual([])
  })
})
