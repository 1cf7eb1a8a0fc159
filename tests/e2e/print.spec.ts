import { expect, test } from '@playwright/test'
import { loadSiteConfig } from '@/lib/site/load'
import { localizedPath, message } from './helpers'
import { printedText, printedWords } from './print-helpers'
import type { LocaleId } from '@/lib/i18n/locales'

/**
 * A doc page printed to PDF by Chromium (the browser's Save as PDF): the article alone, no
 * navigation, links with their full address, every tab's panel, on a sensible number of pages.
 */

const site = loadSiteConfig()
const origin = new URL(site.url).origin

for (const locale of ['en', 'de', 'ar'] as LocaleId[]) {
  test(`${locale}: a printed doc page is the article, with its links' addresses and every tab`, async ({ page }) => {
    await page.goto(localizedPath(locale, 'network-configuration'))
    const article = page.locator('article')
    const title = (await article.locator('h1').textContent())!.trim()
    const tabs = await article.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => ({ label: p.getAttribute('data-tab-label')!, text: p.textContent!.trim() })))
    const link = (await article.locator('.prose a[href^="/"]:not([href*="#"])').first().getAttribute('href'))!
    const siteLinks = await article.locator('.prose a[href^="/"]').count()
    // Navigation the page shows and the article does not say: sidebar, footer and pager links.
    // (The article's link addresses are printed too: "Accessories" is in /Accessories/A1/.)
    const hrefs = (await article.locator('.prose a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).join(' ')
    const articleText = `${await article.locator('.prose').textContent()} ${hrefs}`
    const chrome = (await page.locator('nav[data-sidebar] a, footer a, [data-pager] a').allTextContents())
      .map((t) => t.trim())
      .filter((t) => t.length > 3 && !articleText.includes(t) && !title.includes(t))
      .slice(0, 12)

    const { pages, text } = await printedText(page)
    const printed = printedWords(text)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(6)
    expect(printed(title), title).toBe(true)
    // No navigation: sidebar, footer, pager, the top bar's site title, the table of contents.
    expect(chrome.length).toBeGreaterThanOrEqual(5)
    for (const words of [...chrome, site.title, message(locale, 'toc.title')]) expect(printed(words), words).toBe(false)
    // Every link to the site inside the article is followed by its full address (in Arabic an
    // address may wrap inside the sentence, which pdf.js gives in visual order: there its host
    // is counted; in the other languages the first address is read whole).
    const host = new URL(origin).host
    expect(text.replace(/\s+/g, '').split(host).length - 1).toBeGreaterThanOrEqual(siteLinks)
    if (locale !== 'ar') expect(printed(`${origin}${link}`), `${origin}${link}`).toBe(true)
    // Every tab is printed, under its label (the hidden one too): each panel's words are in the
    // PDF (Arabic mixes directions, which pdf.js gives in visual order: there the panels are
    // checked in the print layout, which the PDF is made from).
    expect(tabs.length).toBeGreaterThanOrEqual(2)
    if (locale !== 'ar') for (const tab of tabs) expect(printed(`${tab.label} ${tab.text.slice(0, 40)}`), tab.label).toBe(true)
    await page.emulateMedia({ media: 'print' })
    const shown = await article.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => p.getBoundingClientRect().height > 0))
    expect(shown).toEqual(tabs.map(() => true))
  })
}
