import fs from 'node:fs'
import { parse } from 'yaml'
import { expect, test, type Page } from '@playwright/test'
import { message, localizedPath, type LocaleId } from './helpers'
import { ask, dialog } from './ask-helpers'

/** The title a locale's metadata-only translation gives an English page (content/metadata/{locale}.yaml). */
function metadataTitle(locale: LocaleId, docPath: string): string {
  const entries = parse(fs.readFileSync(`content/metadata/${locale}.yaml`, 'utf8')) as Record<string, { title: string }>
  const title = entries[docPath]?.title
  if (!title) throw new Error(`content/metadata/${locale}.yaml has no title for ${docPath}`)
  return title
}

/** A word of the locale's glossary for a term (content/data/glossary.yaml): what readers type. */
function glossaryWord(locale: LocaleId, id: string): string {
  const entries = parse(fs.readFileSync('content/data/glossary.yaml', 'utf8')) as ({ id: string } & Record<string, { term: string }>)[]
  return entries.find((e) => e.id === id)![locale]!.term
}

async function resultsFor(page: Page, locale: LocaleId, query: string) {
  await page.goto(`${localizedPath(locale, 'search')}?q=${encodeURIComponent(query)}`)
  const hits = page.locator('[data-search-results] [data-search-hit]')
  await expect(hits.first()).toBeVisible()
  return hits
}

// Each query is the locale's own word for a page that exists only in English there.
const CASES: { locale: LocaleId; query: () => string; docPath: string }[] = [
  { locale: 'de', query: () => glossaryWord('de', 'immersion-heater'), docPath: 'Devices/Boiler/relay-immersion-heater' },
  { locale: 'nl', query: () => glossaryWord('nl', 'smart-relay'), docPath: 'Devices/Switched-loads/Shelly' },
  { locale: 'ch', query: () => glossaryWord('ch', 'micro-inverter'), docPath: 'Devices/Cloud/Enphase-Envoy' },
  { locale: 'ar', query: () => glossaryWord('ar', 'immersion-heater'), docPath: 'Devices/Boiler/relay-immersion-heater' },
]

test.describe('queries in the reader’s language', () => {
  for (const { locale, query, docPath } of CASES) {
    test(`${locale}: a word of the language finds an English-only page, with its ${locale} title and the English tag`, async ({ page }) => {
      const url = localizedPath(locale, docPath)
      // The page really is English there: the test would prove nothing on a translated one.
      expect(fs.existsSync(`content/docs/${locale}/${docPath}.mdx`)).toBe(false)
      const hits = await resultsFor(page, locale, query())
      // Among the first five pages (the word may name related pages too), shown as the reader reads it.
      const hrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      const pages = [...new Set(hrefs.map((href) => href!.split('#')[0]))]
      expect(pages.slice(0, 5)).toContain(url)
      const hit = page.locator(`[data-search-results] [data-search-hit][href="${url}"]`)
      await expect(hit).toContainText(metadataTitle(locale, docPath))
      await expect(hit.locator('[lang="en"]', { hasText: message(locale, 'search.english') })).toBeVisible()
    })
  }

  // "How do I install the app" with the verb as readers write it: the page says "installation"
  // (Arabic تثبيت, Polish instalacja), a word of the verb's family that shares no ending with it.
  for (const { locale, query } of [
    { locale: 'ar', query: 'كيف أثبت التطبيق' },
    { locale: 'pl', query: 'jak zainstalować aplikację' },
  ] as { locale: LocaleId; query: string }[]) {
    test(`${locale}: a verb as readers write it finds the page that names its noun`, async ({ page }) => {
      const hits = await resultsFor(page, locale, query)
      await expect(hits.first()).toHaveAttribute('href', new RegExp(`^${localizedPath(locale, 'Monitoring/App/installing-the-app')}`))
    })
  }

  // Hindi readers write the trade's English words in Latin letters; the Hindi page writes them in
  // Devanagari (लॉग डाउनलोड): an English plural and a short loan spelled with ॉ still find it.
  test('hi: English words in Latin letters find the page that writes them in Devanagari', async ({ page }) => {
    const hits = await resultsFor(page, 'hi', 'logs download')
    await expect(hits.first()).toHaveAttribute('href', new RegExp(`^${localizedPath('hi', 'Controller/Toolbox/log-download')}`))
  })

  // An English word no English page uses ("reaction": the Hindi page writes रिएक्शन) and Hindi
  // typed in Latin letters ("kitna hai": how much is) are heard, not corrected into other words.
  test('hi: an English word only the Hindi page uses, in a question typed in Latin letters', async ({ page }) => {
    const hits = await resultsFor(page, 'hi', 'controller reaction time kitna hai')
    await expect(hits.first()).toHaveAttribute('href', new RegExp(`^${localizedPath('hi', 'control-response-time')}`))
  })

  test('the glossary page lists every term in every locale, linking the page that explains it', async ({ page }) => {
    for (const locale of ['en', 'de', 'ch', 'ar'] as LocaleId[]) {
      await page.goto(localizedPath(locale, 'glossary'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'glossary.title'))
      const terms = page.locator('[data-glossary-term]')
      expect(await terms.count()).toBeGreaterThanOrEqual(120)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      const link = terms.first().getByRole('link')
      const href = await link.getAttribute('href')
      expect(href).toMatch(locale === 'en' ? /^\/[A-Za-z]/ : new RegExp(`^/${locale}/`))
      if (locale !== 'en') await expect(terms.first().locator('[lang="en"]')).toBeVisible()
    }
    // Reachable from every page: the footer links it.
    await page.goto('/de/installation/')
    await page.locator('footer').getByRole('link', { name: message('de', 'glossary.title') }).click()
    await expect(page).toHaveURL(/\/de\/glossary\/$/)
  })
})

test.describe('Ask AI answers in the shape of the question', () => {
  for (const locale of ['en', 'de'] as LocaleId[]) {
    const questions = {
      en: { steps: 'How do I reset the controller to factory settings?', value: 'What is the supply voltage of the controller?' },
      de: { steps: 'Wie setze ich den Controller auf Werkseinstellungen zurück?', value: 'Welche Versorgungsspannung braucht der Controller?' },
    }[locale as 'en' | 'de']

    test(`${locale}: a how-do-I gets the steps, a value question the value`, async ({ page }) => {
      await page.goto(localizedPath(locale, 'installation'))
      await ask(page, questions.steps)
      const steps = dialog(page).locator('[data-ask-shape="steps"] [data-ask-step]')
      await expect(steps.first()).toBeVisible()
      expect(await steps.count()).toBeGreaterThanOrEqual(2)
      await expect(dialog(page).locator('[data-ask-sources] a').first()).toBeVisible()

      await page.goto(localizedPath(locale, 'installation'))
      await ask(page, questions.value)
      const value = dialog(page).locator('[data-ask-shape="value"] [data-ask-value]')
      await expect(value).toBeVisible()
      await expect(value).toContainText(/\d+\s*[–-]\s*\d+\s*V/)
    })
  }

  // A symptom the troubleshooting page's table names: its row, cell by cell, from that page.
  const symptoms: [LocaleId, string][] = [
    ['en', 'Why does the Wi-Fi connection drop every few hours?'],
    ['de', 'Warum bricht das WLAN alle paar Stunden ab?'],
    ['ar', 'لماذا ينقطع الواي فاي كل بضع ساعات؟'],
  ]
  for (const [locale, question] of symptoms) {
    test(`${locale}: a symptom gets its cause and what to check`, async ({ page }) => {
      await page.goto(localizedPath(locale, 'installation'))
      await ask(page, question)
      const cells = dialog(page).locator('[data-ask-shape="symptom"] [data-ask-cell]')
      await expect(cells.first()).toBeVisible()
      expect(await cells.count()).toBe(3)
      await expect(dialog(page).locator('[data-ask-sources] a').first()).toHaveAttribute('href', new RegExp(`^${localizedPath(locale, 'Troubleshooting/network')}`))
    })
  }

  test('fr: a question about something else whose word splits into two words of the docs is not answered', async ({ page }) => {
    // "passeport" is no "passe" + "port" (the Ethernet port): French writes no compound as one word.
    await page.goto(localizedPath('fr', 'installation'))
    await ask(page, 'Comment renouveler mon passeport en mairie ?')
    await expect(dialog(page).locator('[data-ask-nothing]')).toContainText(message('fr', 'ask.nothingFound'))
    await expect(dialog(page).locator('[data-ask-sources]')).toHaveCount(0)
  })

  test('a question the docs do not answer says so and offers the closest pages', async ({ page }) => {
    await page.goto('/installation/')
    await ask(page, 'Can I grow tomatoes on the roof next to the panels?')
    await expect(dialog(page).locator('[data-ask-nothing]')).toContainText(message('en', 'ask.nothingFound'))
    await expect(dialog(page).locator('[data-ask-closest]')).toContainText(message('en', 'ask.closest'))
    expect(await dialog(page).locator('[data-ask-closest] a').count()).toBeGreaterThan(0)
    await expect(dialog(page).locator('[data-ask-sources]')).toHaveCount(0)
  })
})
