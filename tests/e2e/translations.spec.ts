import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fromHtml } from 'hast-util-from-html'
import { toText } from 'hast-util-to-text'
import { SKIP, visit } from 'unist-util-visit'
import { DEFAULT_LOCALE, localeInfo } from '@/lib/i18n/locales'
import { docUrl } from '@/lib/content/urls'
import { isRequiredTranslation } from '@/lib/i18n/priority'
import { englishSources } from '../../scripts/i18n-files'
import { LOCALES, localizedPath, message } from './helpers'

const OUT = process.env.E2E_OUT ?? 'out'
const TRANSLATED = LOCALES.map((l) => l.id).filter((l) => l !== DEFAULT_LOCALE)
/** A page without translations: served in English under every locale. */
const UNTRANSLATED = '/Devices/Boiler/my-PV-AC-THOR/'

test('every required page (every tier, the country pages) is exported in its own language in every locale', () => {
  const docs = englishSources().map((s) => s.docPath)
  const notTranslated: string[] = []
  for (const locale of TRANSLATED) {
    const required = docs.filter((d) => isRequiredTranslation(d, locale))
    expect(required.length, locale).toBeGreaterThanOrEqual(166)
    for (const docPath of required) {
      const file = path.join(OUT, docUrl(locale, docPath), 'index.html')
      const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
      if (!html.includes('data-translation-status="translated"')) notTranslated.push(`${locale}/${docPath}`)
    }
  }
  expect(notTranslated).toEqual([])
})

for (const locale of ['nl', 'ar', 'ch'] as const) {
  test(`an untranslated page in ${locale}: English text, the notice in ${locale}, lang="en" on the article`, async ({ page }) => {
    await page.goto(localizedPath(locale, UNTRANSLATED))
    const info = localeInfo(locale)
    await expect(page.locator('html')).toHaveAttribute('lang', info.intl)
    const article = page.locator('article[data-doc]')
    await expect(article).toHaveAttribute('lang', 'en')
    await expect(article).toHaveAttribute('data-translation-status', 'fallback')
    if (info.dir === 'rtl') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(article).toHaveAttribute('dir', 'ltr')
    }
    const notice = page.locator('[data-notice="fallback"]')
    await expect(notice).toContainText(message(locale, 'doc.fallbackNotice').replace('{language}', info.label))
    // The notice speaks the reader's language: it is not inside the English article.
    expect(await notice.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe(info.intl)
    const report = notice.getByRole('link', { name: message(locale, 'doc.reportMissingTranslation') })
    await expect(report).toHaveAttribute('href', /.+/)
    // So does the page's Copy page button inside the English article.
    const copy = article.locator('[data-copy-page]')
    await expect(copy).toContainText(message(locale, 'doc.copyPage'))
    expect(await copy.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe(info.intl)
    // It copies the English page's Markdown (the same text; no copy per locale is written).
    await expect(copy).toHaveAttribute('data-markdown-url', `${localizedPath('en', UNTRANSLATED)}index.md`)
    expect((await page.request.get(`${localizedPath('en', UNTRANSLATED)}index.md`)).status()).toBe(200)
    expect((await page.request.get(`${localizedPath(locale, UNTRANSLATED)}index.md`)).status()).toBe(404)
    // The UI around it stays in the reader's language.
    await expect(page.locator('[data-search-button]')).toContainText(message(locale, 'search.button'))
  })
}

test('a translated page has no notice and speaks its language', async ({ page }) => {
  await page.goto('/de/installation/')
  const article = page.locator('article[data-doc]')
  await expect(article).toHaveAttribute('data-translation-status', 'translated')
  expect(await article.getAttribute('lang')).toBeNull()
  // No translation notice (the page's steps are in the commissioning checklist: that notice stays).
  await expect(page.locator('[data-notice]:not([data-notice="checklist"])')).toHaveCount(0)
  await expect(page.locator('[data-notice="checklist"]')).toHaveCount(1)
})

test('the language menu marks the languages the page is translated into', async ({ page }) => {
  await page.goto('/nl/installation/')
  await page.locator('[data-language-menu] button').first().hover()
  const items = page.locator('[data-language-menu] [data-locale]')
  await expect(items).toHaveCount(LOCALES.length)
  for (const locale of LOCALES) await expect(page.locator(`[data-language-menu] [data-locale="${locale.id}"]`)).toHaveAttribute('data-translated', 'true')

  await page.goto(localizedPath('nl', UNTRANSLATED))
  await page.locator('[data-language-menu] button').first().hover()
  await expect(page.locator('[data-language-menu] [data-locale="en"]')).toHaveAttribute('data-translated', 'true')
  for (const locale of TRANSLATED) await expect(page.locator(`[data-language-menu] [data-locale="${locale}"]`)).toHaveAttribute('data-translated', 'false')
  await expect(page.locator('[data-language-menu] [data-locale="de"]')).toContainText(message('nl', 'language.notTranslated'))
})

/** The text of a page's article body as a reader reads it: controls (buttons) left out. */
function articleText(html: string): string | undefined {
  const start = html.search(/<div [^>]*class="prose/)
  const end = html.indexOf('</article>', start)
  if (start < 0 || end < 0) return undefined
  const body = fromHtml(html.slice(start, end), { fragment: true })
  visit(body, 'element', (node, index, parent) => {
    if (node.tagName !== 'button' || !parent || index === undefined) return
    parent.children.splice(index, 1)
    return [SKIP, index]
  })
  return toText(body).replace(/\s+/g, ' ').trim()
}

test('a page not translated yet reads exactly as the English page in every locale (data, tables and boxes included)', () => {
  const english = new Map<string, string>()
  const mixed: string[] = []
  let compared = 0
  for (const locale of TRANSLATED.filter((l) => fs.existsSync(path.join(OUT, l, 'index.html')))) {
    for (const docPath of englishSources().map((s) => s.docPath)) {
      const file = path.join(OUT, docUrl(locale, docPath), 'index.html')
      if (!fs.existsSync(file)) continue
      const html = fs.readFileSync(file, 'utf8')
      if (!html.includes('data-translation-status="fallback"')) continue
      if (!english.has(docPath)) english.set(docPath, articleText(fs.readFileSync(path.join(OUT, docUrl(DEFAULT_LOCALE, docPath), 'index.html'), 'utf8')) ?? '')
      const text = articleText(html)
      compared++
      if (text !== english.get(docPath)) {
        const theirs = english.get(docPath)!
        const at = [...text ?? ''].findIndex((char, i) => char !== theirs[i])
        mixed.push(`${locale}/${docPath}: "…${text?.slice(Math.max(0, at - 30), at + 50)}…" where English has "…${theirs.slice(Math.max(0, at - 30), at + 50)}…"`)
      }
    }
  }
  expect(compared).toBeGreaterThan(0)
  expect(mixed).toEqual([])
})
