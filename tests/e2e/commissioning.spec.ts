import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { loadSiteConfig } from '@/lib/site/load'
import { formatted, localizedPath, message, type LocaleId } from './helpers'
import { audit } from './axe-helpers'
import { controlledByWorker } from './offline-helpers'
import { printedText, printedWords } from './print-helpers'

/**
 * The commissioning checklist as an installer uses it: ticks, notes, the site's details and
 * devices kept in the browser across reloads and without a network; export and import; and the
 * handover report printed to PDF.
 */

const site = loadSiteConfig()
const checklist = (locale: LocaleId) => localizedPath(locale, 'commissioning')
const stage = (page: Page) => page.locator('[data-stage]').first()
const step = (page: Page, n: number) => stage(page).locator('[data-step]').nth(n)

/** Fills in a site as an installer would: name, serial, one device, two ticks and a note. */
async function recordSite(page: Page) {
  await page.locator('[data-field="name"]').fill('Hof Lindqvist')
  await page.locator('[data-field="serial"]').fill('AE-2K4X9Q')
  await page.locator('[data-device-choice]').selectOption('eastron-sdm630')
  await page.locator('[data-site-details] button[type="submit"]').click()
  await page.locator('[data-site-device="eastron-sdm630"] input').fill('SDM-778812')
  await step(page, 0).getByRole('checkbox').check()
  await step(page, 2).getByRole('checkbox').check()
  await step(page, 2).locator('[data-add-note]').click()
  await step(page, 2).locator('[data-step-note]').fill('Supply from breaker F7')
}

async function expectRecorded(page: Page, locale: LocaleId) {
  await expect(page.locator('[data-field="name"]')).toHaveValue('Hof Lindqvist')
  await expect(page.locator('[data-field="serial"]')).toHaveValue('AE-2K4X9Q')
  await expect(page.locator('[data-site-device="eastron-sdm630"] input')).toHaveValue('SDM-778812')
  await expect(step(page, 0).getByRole('checkbox')).toBeChecked()
  await expect(step(page, 1).getByRole('checkbox')).not.toBeChecked()
  await expect(step(page, 2).getByRole('checkbox')).toBeChecked()
  await expect(step(page, 2).locator('[data-step-note]')).toHaveValue('Supply from breaker F7')
  const total = await page.locator('[data-step]').count()
  const progress = formatted(locale, 'commissioning.progress', { done: 2, total })
  await expect(page.locator('[data-checklist-progress]')).toHaveText(progress)
}

for (const locale of ['en', 'de', 'ar'] as LocaleId[]) {
  test.describe(`${locale}: the commissioning checklist`, () => {
    test('shows the steps of the pages it links to, in the page language where they are translated', async ({ page }) => {
      await page.goto(checklist(locale))
      await expect(page.locator('h1:visible')).toHaveText(message(locale, 'commissioning.title'))
      // The first stage is the installation page's list: its section, its steps, in the locale.
      const first = stage(page)
      const link = first.locator('a', { hasText: message(locale, 'commissioning.openPage') })
      const href = (await link.getAttribute('href'))!
      expect(href).toBe(`${localizedPath(locale, 'installation')}#install-step-by-step`)
      await page.goto(href)
      const pageSteps = await page.locator('article .steps > ol > li > p:first-child').allTextContents()
      await page.goBack()
      // Back on the checklist, whose load may still be running on a busy machine: its steps first.
      await expect(first.locator('[data-step] label')).toHaveCount(pageSteps.length)
      const listed = await first.locator('[data-step] label').allTextContents()
      expect(listed.length).toBe(pageSteps.length)
      expect(listed[0]!.replace(/^1\.\s*/, '').trim()).toBe(pageSteps[0]!.trim())
      // A stage whose page is English only says so, and its steps are marked as English for screen
      // readers; a stage whose page is translated is in the page language, unmarked.
      const stages = page.locator('[data-stage]')
      for (let n = 0; n < (await stages.count()); n++) {
        const current = stages.nth(n)
        const pageUrl = (await current.locator('a', { hasText: message(locale, 'commissioning.openPage') }).getAttribute('href'))!.split('#')[0]!
        const docPath = pageUrl.replace(localizedPath(locale, ''), '').replace(/\/$/, '')
        const translated = locale === 'en' || fs.existsSync(`content/docs/${locale}/${docPath}.mdx`)
        const tag = current.locator('h2 span', { hasText: message(locale, 'commissioning.english') })
        await expect(tag, docPath).toHaveCount(translated ? 0 : 1)
        await expect(current.locator('[data-step] label span[lang="en"]'), docPath).toHaveCount(translated ? 0 : await current.locator('[data-step]').count())
      }
    })

    test('is one tap away from a page whose steps it lists', async ({ page }) => {
      await page.goto(localizedPath(locale, 'installation'))
      await page.locator('[data-notice="checklist"] a').click()
      await expect(page).toHaveURL(`${checklist(locale)}#installation`)
      await expect(page.locator('#installation h2')).toBeInViewport()
      // A page that is not in the checklist has no such notice.
      await page.goto(localizedPath(locale, 'specifications'))
      await expect(page.locator('article h1')).toBeVisible()
      await expect(page.locator('[data-notice="checklist"]')).toHaveCount(0)
    })

    test('keeps ticks, notes, the site and its devices across a reload', async ({ page }) => {
      await page.goto(checklist(locale))
      await recordSite(page)
      await page.reload()
      await expectRecorded(page, locale)
      // The same site in another language: the step ids do not depend on the language.
      const other: LocaleId = locale === 'de' ? 'ar' : 'de'
      await page.goto(checklist(other))
      await expectRecorded(page, other)
    })

    test('exports a JSON file that imports back, and refuses a file that is not an export', async ({ page }, testInfo) => {
      await page.goto(checklist(locale))
      await recordSite(page)
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-site-bar] button', { hasText: message(locale, 'commissioning.export') }).click()])
      const file = testInfo.outputPath(download.suggestedFilename())
      await download.saveAs(file)
      const exported = JSON.parse(fs.readFileSync(file, 'utf8'))
      expect(exported).toMatchObject({ format: 'commissioning-checklist', version: 1, sites: [{ name: 'Hof Lindqvist', serial: 'AE-2K4X9Q' }] })

      // Delete the site, then import the file: everything is back.
      page.once('dialog', (d) => d.accept())
      await page.locator('[data-site-bar] button', { hasText: message(locale, 'commissioning.deleteSite') }).click()
      await expect(page.locator('[data-field="name"]')).toHaveValue('')
      await expect(step(page, 0).getByRole('checkbox')).not.toBeChecked()
      await page.locator('[data-import-file]').setInputFiles(file)
      await expect(page.locator('[data-site-bar] [role="status"]')).toHaveText(formatted(locale, 'commissioning.imported', { count: 1 }))
      await expectRecorded(page, locale)

      // A file that is not an export changes nothing and says why.
      await page.locator('[data-import-file]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') })
      await expect(page.locator('[data-site-bar] [role="status"]')).toHaveText(formatted(locale, 'commissioning.importFailed.format', { file: 'notes.json' }))
      await page.reload()
      await expectRecorded(page, locale)
    })

    test('a filled checklist and its report pass axe, light and dark', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(checklist(locale))
      await recordSite(page)
      await step(page, 1).locator('[data-add-note]').click()
      const findings = await audit(page, 'filled checklist')
      await page.locator('[data-show-report]').click()
      await expect(page.locator('[data-handover] h1')).toBeVisible()
      findings.push(...(await audit(page, 'handover report')))
      expect(findings).toEqual([])
    })

    test('prints a handover report in the language of the page: site, devices, steps with notes, lights and help, no navigation', async ({ page }) => {
      await page.goto(checklist(locale))
      await recordSite(page)
      await page.locator('[data-show-report]').click()
      await expect(page).toHaveURL(/#handover$/)
      const report = page.locator('[data-handover]')
      await expect(report.locator('h1')).toHaveText(message(locale, 'commissioning.report.title'))
      await expect(report.locator('[data-report-note]')).toHaveText('Supply from breaker F7')
      const deviceUrl = (await report.locator('table a').first().textContent())!.trim()
      expect(deviceUrl).toBe(`${new URL(site.url).origin}${site.basePath}${localizedPath(locale, 'Devices/Energy-meter/Eastron/SDM630')}`)

      // In the print layout: the report with its fixed part (lights, help), not the checklist.
      await page.emulateMedia({ media: 'print' })
      for (const heading of ['commissioning.report.title', 'commissioning.report.steps', 'commissioning.report.leds', 'commissioning.report.help']) {
        await expect(page.getByRole('heading', { name: message(locale, heading) })).toBeVisible()
      }
      await expect(page.getByRole('heading', { name: message(locale, 'commissioning.title') })).toBeHidden()
      await page.emulateMedia({ media: null })

      const { pages, text } = await printedText(page)
      const printed = printedWords(text)
      expect(pages).toBeGreaterThanOrEqual(2)
      expect(pages).toBeLessThanOrEqual(8)
      // pdf.js gives Arabic in visual order with its letters regrouped across words: the
      // report's own words are checked in the print layout above, its data here.
      const local = locale === 'ar' ? [] : [message(locale, 'commissioning.report.title'), message(locale, 'commissioning.report.leds')]
      for (const words of [...local, 'Hof Lindqvist', 'AE-2K4X9Q', 'SDM-778812', 'Supply from breaker F7', site.custom.supportEmail]) {
        expect(printed(words), words).toBe(true)
      }
      // The page's own controls and the site's navigation are not printed.
      for (const words of [message(locale, 'commissioning.print'), message(locale, 'commissioning.backToChecklist'), message(locale, 'commissioning.intro'), site.title]) {
        expect(printed(words), words).toBe(false)
      }
      // Link addresses are printed whole (Arabic lines are given in visual order: the host is counted).
      const host = new URL(site.url).host
      expect(text.replace(/\s+/g, '').split(host).length - 1).toBeGreaterThanOrEqual(3)
      if (locale !== 'ar') expect(printed(deviceUrl), deviceUrl).toBe(true)

      // Printing from the checklist view prints the same report.
      await page.getByRole('button', { name: message(locale, 'commissioning.backToChecklist') }).click()
      await expect(page.locator('[data-show-report]')).toBeFocused()
      const fromChecklist = await printedText(page)
      expect(printedWords(fromChecklist.text)('Supply from breaker F7')).toBe(true)
      expect(printedWords(fromChecklist.text)(message(locale, 'commissioning.intro'))).toBe(false)
    })
  })
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  for (const locale of ['en', 'de', 'ar'] as LocaleId[]) {
    test(`${locale}: ticks and notes made offline stay after an offline reload`, async ({ page, context }) => {
      await page.goto(checklist(locale))
      await controlledByWorker(page)
      const url = new URL(page.url()).pathname
      // The worker keeps the page it served; from then on it opens without a network.
      await page.reload()
      await expect.poll(() => page.evaluate(async (u) => (await caches.match(u)) !== undefined, url)).toBe(true)

      await context.setOffline(true)
      await page.reload()
      await expect(page.locator('h1:visible')).toHaveText(message(locale, 'commissioning.title'))
      await recordSite(page)
      await page.reload()
      await expectRecorded(page, locale)
      await context.setOffline(false)
    })
  }
})
