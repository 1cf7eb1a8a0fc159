import { expect, test, type Page } from '@playwright/test'
import { loadDevices } from '@/lib/data/devices'
import { loadSiteConfig } from '@/lib/site/load'
import { formatted, localizedPath, message, type LocaleId } from './helpers'
import { printedText, printedWords } from './print-helpers'

/** The compatibility finder as a distributor or installer uses it: from a link with filters, from the controls, on a phone, on paper. */

const devices = loadDevices()
const site = loadSiteConfig()
const finder = (locale: LocaleId, query = '') => `${localizedPath(locale, 'compatibility')}${query}`
const rows = (page: Page) => page.locator('[data-compat-row]')
const rowIds = (page: Page) => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-compat-row')!))

async function expectCount(page: Page, locale: LocaleId, shown: number) {
  await expect(page.locator('[data-compat-count]')).toHaveText(formatted(locale, 'compatibility.count', { shown, total: devices.length }))
}

for (const locale of ['en', 'de', 'ch', 'ar'] as LocaleId[]) {
  test.describe(`${locale}: the compatibility finder`, () => {
    test('narrows the devices from the filters in its URL', async ({ page }) => {
      await page.goto(finder(locale, '?type=ev-charger&controls=charge-current'))
      const expected = devices.filter((d) => d.type === 'ev-charger' && d.controls.includes('charge-current')).map((d) => d.id)
      expect(expected.length).toBeGreaterThan(2)
      await expectCount(page, locale, expected.length)
      expect((await rowIds(page)).sort()).toEqual([...expected].sort())
      await expect(page.locator('[data-filter="type"]')).toHaveValue('ev-charger')
      await expect(page.locator('[data-filter="controls"]')).toHaveValue('charge-current')
      // A value that is not in the data is ignored, not an empty table.
      await page.goto(finder(locale, '?type=teleporter'))
      await expectCount(page, locale, devices.length)
    })

    test('answers "a Huawei inverter and a Zaptec charger" in a few taps, and keeps it in the URL', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(finder(locale))
      await expectCount(page, locale, devices.length)
      await page.locator('[data-filter="q"]').fill('huawei zaptec')
      const named = devices.filter((d) => /huawei|zaptec/i.test(d.brand)).map((d) => d.id)
      await expectCount(page, locale, named.length)
      expect((await rowIds(page)).sort()).toEqual([...named].sort())
      await page.locator('[data-filter="type"]').selectOption('pv-inverter')
      await expect(rows(page)).toHaveCount(devices.filter((d) => d.brand === 'Huawei' && d.type === 'pv-inverter').length)
      await expect(page).toHaveURL(/\?q=huawei\+zaptec&type=pv-inverter$/)
      // On a phone every device is a card: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await page.reload()
      await expect(page.locator('[data-filter="q"]')).toHaveValue('huawei zaptec')
      await expect(rows(page)).toHaveCount(1)
      // Each row opens its device's page in the same language.
      const link = rows(page).first().locator('a')
      const href = (await link.getAttribute('href'))!
      expect(href.startsWith(localizedPath(locale, 'Devices'))).toBe(true)
      await link.click()
      await expect(page).toHaveURL(href)
      await expect(page.locator('article h1')).toBeVisible()
      await page.goBack()
      await page.locator('[data-compat-reset]').click()
      await expectCount(page, locale, devices.length)
      await expect(page).toHaveURL(finder(locale))
    })

    test('prints the table with each device page address, without the filters', async ({ page }) => {
      await page.goto(finder(locale, '?q=zaptec'))
      await expect(rows(page)).toHaveCount(1)
      const href = (await rows(page).first().locator('a').getAttribute('href'))!
      const { pages, text } = await printedText(page)
      const printed = printedWords(text)
      expect(pages).toBe(1)
      expect(printed('Zaptec'), 'Zaptec').toBe(true)
      if (locale !== 'ar') expect(printed(`${new URL(site.url).origin}${href}`)).toBe(true)
      else expect(text.replace(/\s+/g, '')).toContain(new URL(site.url).host)
      expect(printed(message(locale, 'compatibility.searchHelp'))).toBe(false)
    })
  })
}
