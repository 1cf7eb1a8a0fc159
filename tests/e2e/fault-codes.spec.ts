import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { codeParts } from '@/lib/faults/lookup'
import { faultCodesUrl } from '@/lib/faults/files'
import type { FaultLookupData } from '@/lib/faults/view'
import { audit } from './axe-helpers'
import { localizedPath, message, type LocaleId } from './helpers'
import { controlledByWorker } from './offline-helpers'

/**
 * The fault code lookup as an installer uses it: codes typed the ways people type them, LED
 * descriptions, filters, the search modal and results page putting the card first, offline.
 * The codes come from the build's own lookup file, so the test follows the data.
 */

const OUT = process.env.E2E_OUT ?? 'out'
const data = (locale: LocaleId) => JSON.parse(fs.readFileSync(path.join(OUT, faultCodesUrl(locale)), 'utf8')) as FaultLookupData
const lookup = (locale: LocaleId, code?: string) => `${localizedPath(locale, 'troubleshooting/codes')}${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`
const cardIds = (page: Page) => page.locator('[data-fault-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-fault-card')!))

for (const locale of ['en', 'de', 'ch', 'ar'] as LocaleId[]) {
  test.describe(`${locale}: the fault code lookup`, () => {
    const { cards, leds, sources } = data(locale)
    const own = cards.find((c) => c.source === 'controller' && c.led)!
    const maker = cards.find((c) => c.source !== 'controller')!

    test('finds a code however it is typed', async ({ page }) => {
      const { prefix, digits } = codeParts(own.code)
      const sameDigits = cards.filter((c) => codeParts(c.code).digits === digits).map((c) => c.id)
      const forms: [string, string[]][] = [
        [own.code, [own.id]],
        [`${prefix}${digits}`, [own.id]],
        [digits, sameDigits],
        [`${maker.sourceName} ${maker.code}`, [maker.id]],
        [`state ${codeParts(maker.code).digits}`, cards.filter((c) => codeParts(c.code).digits === codeParts(maker.code).digits).map((c) => c.id)],
      ]
      await page.goto(lookup(locale))
      const box = page.locator('[data-fault-query]')
      await expect(page.locator('[data-fault-lookup][data-ready]')).toBeVisible()
      for (const [typed, expected] of forms) {
        await box.fill(typed)
        await expect.poll(() => cardIds(page), typed).toEqual(expected)
      }
      // The query is in the address: a reload, or a shared link, shows the same card.
      await box.fill(own.code)
      await page.reload()
      await expect(page.locator(`[data-fault-card="${own.id}"]`)).toBeVisible()
      await expect(page.locator('[data-fault-query]')).toHaveValue(own.code)
      // The card leads to the page that covers it, in this language.
      const link = page.locator(`[data-fault-card="${own.id}"] a`)
      await expect(link).toHaveAttribute('href', own.url)
    })

    test('finds an LED state from a description in the locale, with the codes that go with it', async ({ page }) => {
      const state = leds.find((l) => l.id === own.led)!
      const pattern = state.pattern.replace(/\s*[（(].*$/, '')
      await page.goto(lookup(locale, `${state.name} ${state.colour} ${pattern}`))
      await expect(page.locator(`[data-led-state="${state.id}"]`)).toBeVisible()
      await expect(page.locator(`[data-led-state="${state.id}"]`)).toContainText(state.meaning)
      await expect(page.locator(`[data-fault-card="${own.id}"]`)).toBeVisible()
    })

    test('narrows by device and severity, and says when nothing matches', async ({ page }) => {
      const { digits } = codeParts(maker.code)
      await page.goto(lookup(locale, digits))
      await page.locator('[data-fault-filter="source"]').selectOption(maker.source)
      await expect.poll(() => cardIds(page)).toEqual(cards.filter((c) => c.source === maker.source && codeParts(c.code).digits === digits).map((c) => c.id))
      await expect(page).toHaveURL(new RegExp(`source=${encodeURIComponent(maker.source).replace(/%20/g, '\\+')}`))
      const other = ['info', 'warning', 'error', 'critical'].find((s) => s !== maker.severity)!
      await page.locator('[data-fault-filter="severity"]').selectOption(other)
      await expect(page.locator('[data-fault-card]')).toHaveCount(cards.filter((c) => c.source === maker.source && c.severity === other && codeParts(c.code).digits === digits).length)
      await page.locator('[data-fault-query]').fill('E-99999')
      await expect(page.locator('[data-fault-count]')).toHaveText(message(locale, 'faults.count').match(/=0 \{([^}]*)\}/)![1]!)
      expect(sources.length).toBeGreaterThan(1)
    })

    test('search puts the card first, in the modal and on the results page', async ({ page }) => {
      await page.goto(localizedPath(locale, ''))
      await page.locator('[data-search-button]').click()
      const dialog = page.locator('dialog[data-search-dialog]')
      await dialog.getByRole('combobox').fill(own.code)
      const first = dialog.locator('[data-search-hit]').first()
      await expect(first).toContainText(own.title)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(lookup(locale, own.code))
      await expect(page.locator(`[data-fault-card="${own.id}"]`)).toBeVisible()

      await page.goto(`${localizedPath(locale, 'search')}?q=${encodeURIComponent(`${maker.sourceName} ${maker.code}`)}`)
      await expect(page.locator('[data-search-page] [data-search-hit]').first()).toContainText(maker.title)
    })

    test('Ask answers a code from its card, citing the page that covers it', async ({ page }) => {
      await page.goto(localizedPath(locale, ''))
      await page.locator('[data-search-button]').click()
      const dialog = page.locator('dialog[data-search-dialog]')
      await dialog.getByRole('combobox').fill(own.code)
      await dialog.locator('[data-ask-row]').click()
      const answer = dialog.locator('[data-ask-answer]').first()
      await expect(answer).toContainText(own.title)
      await expect(answer).toContainText(own.checks[0]!)
      await expect(dialog.locator(`[data-ask-sources] a[href="${own.url}"]`).first()).toBeVisible()
    })

    test('passes axe with cards and an LED state, light and dark', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const state = leds.find((l) => l.id === own.led)!
      await page.goto(lookup(locale, `${state.name} ${state.colour}`))
      await expect(page.locator('[data-led-state]').first()).toBeVisible()
      await expect(page.locator('[data-fault-card]').first()).toBeVisible()
      expect(await audit(page, 'fault lookup')).toEqual([])
    })
  })
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test('after saving a language, the lookup, the finder and figure zoom work without a network', async ({ page, context }) => {
    test.setTimeout(120_000)
    const locale: LocaleId = fs.existsSync(path.join(OUT, 'ar', 'index.html')) ? 'ar' : 'de'
    const own = data(locale).cards.find((c) => c.source === 'controller')!
    const maker = data(locale).cards.find((c) => c.source !== 'controller')!
    await page.goto(localizedPath(locale, ''))
    await controlledByWorker(page)
    await page.locator('[data-offline-save]').click()
    await page.locator('[data-offline-start]').click()
    await expect(page.locator('[data-offline-saved]')).toBeVisible({ timeout: 100_000 })
    await context.setOffline(true)
    await page.goto(lookup(locale, own.code))
    await expect(page.locator(`[data-fault-card="${own.id}"]`)).toBeVisible()
    // The compatibility finder filters offline too, and a figure still opens.
    await page.goto(`${localizedPath(locale, 'compatibility')}?q=${encodeURIComponent(maker.sourceName)}`)
    await expect(page.locator('[data-compat-row]').first()).toBeVisible()
    await expect.poll(() => page.locator('[data-compat-row]').count()).toBeLessThan(10)
    await page.goto(localizedPath(locale, 'installation'))
    await page.locator('article [data-figure-zoom]').first().click()
    await expect(page.locator('dialog[data-figure-dialog]')).toBeVisible()
    await context.setOffline(false)
  })
})
