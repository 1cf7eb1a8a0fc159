/**
 * After the export: a Markdown copy of every doc page (`index.md` beside its `index.html`), made
 * from the page's HTML so components, data tables and brand names read as on the page. The
 * "Copy page" button copies it and each page links it as `<link rel="alternate" type="text/markdown">`.
 * A page shown in English for want of a translation has none of its own: it offers the English
 * page's copy (DocPage.markdownUrl), the same text, instead of one copy per locale (10.9 MB).
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { absoluteUrl } from '../lib/i18n/paths'
import { MARKDOWN_FILE } from '../lib/content/urls'
import { pageMarkdown } from '../lib/markdown/page-markdown'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { localePageFiles } from './exported-pages'
import { runScript } from './run-script'

export function buildMarkdownCopies(out = 'out'): { locale: string; pages: number }[] {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const locales = [DEFAULT_LOCALE, ...site.locales.filter((l) => l !== DEFAULT_LOCALE)]
  return locales.map((locale) => {
    let pages = 0
    for (const { file, url } of localePageFiles(out, locale)) {
      // Links in the copy are absolute, so it still works when pasted elsewhere.
      const absolute = (href: string) => {
        if (href.startsWith('#')) return `${absoluteUrl(site.url, site.basePath, url)}${href}`
        if (href.startsWith('/') && !href.startsWith('//')) {
          const withoutBase = site.basePath && href.startsWith(site.basePath) ? href.slice(site.basePath.length) : href
          return absoluteUrl(site.url, site.basePath, withoutBase)
        }
        return href
      }
      const html = fs.readFileSync(file, 'utf8')
      if (locale !== DEFAULT_LOCALE && html.includes('data-translation-status="fallback"')) continue
      const page = pageMarkdown(html, absolute)
      if (!page) continue
      fs.writeFileSync(path.join(path.dirname(file), MARKDOWN_FILE), page.markdown)
      pages++
    }
    return { locale, pages }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    for (const { locale, pages } of buildMarkdownCopies()) console.log(`${locale.padEnd(3)} ${pages} Markdown copies`)
  })
}
