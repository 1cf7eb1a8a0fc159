import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { goLinks, readGoLinksFile } from '@/lib/data/go-links'
import { loadDevices } from '@/lib/data/devices'
import { docUrl } from '@/lib/content/urls'
import { GO_LINK_DATA_ID, type GoLinkData } from '@/lib/go/go-page'
import { LANGUAGE_CHOICE_KEY } from '@/lib/i18n/language-choice'
import { LOCALES, localizedPath, message } from './helpers'

/**
 * Label links (/go/<code>/, scripts/build-go-links.ts): a static page per code that opens its
 * doc in the reader's language (saved choice, else the browser's languages, else English),
 * keeps embed=true, and lists every language without JavaScript; a QR sheet per brand.
 */
const OUT = process.env.E2E_OUT ?? 'out'
const BUILT = LOCALES.filter((l) => l.id === 'en' || fs.existsSync(path.join(OUT, l.id, 'index.html')))
const links = () => {
  const { file, text } = readGoLinksFile()
  return goLinks(text, file, loadDevices(), () => true)
}

test('every code has its page, and every language of it exists in the export', () => {
  const all = links()
  expect(all.length).toBeGreaterThanOrEqual(80)
  for (const link of all) {
    const html = fs.readFileSync(path.join(OUT, 'go', link.code, 'index.html'), 'utf8')
    const json = new RegExp(`<script type="application/json" id="${GO_LINK_DATA_ID}">(.*?)</script>`).exec(html)![1]!
    const { targets } = JSON.parse(json) as GoLinkData
    expect(Object.keys(targets).sort(), link.code).toEqual(BUILT.map((l) => l.id).sort())
    for (const locale of BUILT) {
      expect(targets[locale.id], link.code).toBe(docUrl(locale.id, link.doc))
      expect(fs.existsSync(path.join(OUT, targets[locale.id]!, 'index.html')), `${link.code} → ${targets[locale.id]}`).toBe(true)
    }
  }
})

for (const { browser, locale } of [
  { browser: 'de-DE', locale: 'de' },
  { browser: 'ar', locale: 'ar' },
  { browser: 'zh-CN', locale: 'ch' },
  { browser: 'pt-BR', locale: 'pt' },
  { browser: 'ja-JP', locale: 'en' },
] as const) {
  test.describe(`browser language ${browser}`, () => {
    test.use({ locale: browser })
    test(`a label link opens its page in ${locale}`, async ({ page }) => {
      test.skip(!BUILT.some((l) => l.id === locale), `${locale} not in this build`)
      await page.goto('/go/edge-leds/')
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, 'status-leds')}$`))
      await expect(page.locator('article h1')).toBeVisible()
    })
  })
}

test.describe('browser language de-DE, a saved choice', () => {
  test.use({ locale: 'de-DE' })
  test('the saved choice wins over the browser language; embed=true is kept', async ({ page }) => {
    await page.goto(localizedPath('en', 'installation'))
    await page.evaluate(([key]) => localStorage.setItem(key!, 'fr'), [LANGUAGE_CHOICE_KEY])
    await page.goto('/go/eastron-sdm630/')
    await expect(page).toHaveURL(new RegExp(`${localizedPath('fr', 'Devices/Energy-meter/Eastron/SDM630')}$`))
    await page.goto('/go/a1/?embed=true')
    await expect(page).toHaveURL(new RegExp(`${localizedPath('fr', 'Accessories/A1')}\\?embed=true$`))
    await expect(page.locator('html')).toHaveAttribute('data-embed', /.*/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a label link lists its page in every language', async ({ page }) => {
    await page.goto('/go/edge-leds/')
    const languages = page.locator('main a[hreflang]')
    await expect(languages).toHaveCount(BUILT.length)
    await expect(page.locator('main a[hreflang="ar"]')).toHaveAttribute('href', localizedPath('ar', 'status-leds'))
  })
})

test('the QR sheet has a label per code and prints on A4 label sheets', async ({ page }) => {
  const count = links().length
  await page.goto('/go/qr/')
  await expect(page.locator('[data-go-code]')).toHaveCount(count)
  await expect(page.locator('[data-go-code="edge-leds"] svg')).toBeVisible()
  await expect(page.locator('[data-go-code="edge-leds"]')).toContainText('/go/edge-leds/')
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1')
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  // 3 × 8 labels a sheet; the heading is not printed.
  expect(pages).toBe(Math.ceil(count / 24))
})

test.describe('browser language de-DE, a label link to a language not saved for offline', () => {
  test.use({ locale: 'de-DE', serviceWorkers: 'allow' })
  test('the page it opens offers to save the language, once; the bar starts the save', async ({ page }) => {
    await page.goto('/go/edge-leds/')
    await expect(page).toHaveURL(new RegExp(`${localizedPath('de', 'status-leds')}$`))
    const offer = page.locator('[data-offline-offer]')
    await expect(offer).toBeVisible()
    await expect(offer).toContainText(message('de', 'offline.panelHelp'))
    await offer.getByRole('button', { name: message('de', 'offline.save') }).click()
    await expect(offer).toHaveCount(0)
    await expect(page.locator('[data-offline-copy="confirm"]')).toBeVisible()
    // Offered on the page the label opened, not on the next ones.
    await page.goto(localizedPath('de', 'installation'))
    await expect(page.locator('[data-offline-copy="unsaved"]')).toBeAttached()
    await expect(offer).toHaveCount(0)
  })
})
