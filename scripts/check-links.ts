/**
 * The link check over out/: every internal link and #anchor of every locale, with the
 * translation status of `npm run i18n:status`. Writes out/link-report.json (shown by
 * /link-report/) and prints a summary. It never fails the build; `--strict` exits 1 on broken
 * links, broken anchors or links to drafts (the tests use it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkLinks } from '../lib/links/check'
import { assembleLinkReport, failingProblems, LINK_REPORT_FILE, type LinkReport } from '../lib/links/report'
import { buildDocsSource, exportedDocsByUrl, readGeneratedDocs } from '../lib/content/generated-docs'
import { docUrl } from '../lib/content/urls'
import { contentDir } from '../lib/content-dir'
import { DEFAULT_LOCALE, isLocaleId, type LocaleId } from '../lib/i18n/locales'
import { parseLocalizedPath } from '../lib/i18n/paths'
import { translationStatus } from '../lib/i18n/status'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { englishSources, translationFiles } from './i18n-files'
import { runScript } from './run-script'

function exportedFiles(out: string) {
  const pages: string[] = []
  const files = new Set<string>()
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const rel = `/${path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`
    if (entry.name === 'index.html') pages.push(rel.slice(0, -'index.html'.length))
    else files.add(rel)
  }
  return { pages: pages.sort(), files }
}

/** Repository path of a doc's file in a locale (`content/docs/nl/installation.mdx`). */
const docFile = (locale: string, docPath: string) => `${contentDir()}/docs/${locale}/${docPath}.mdx`

export function buildLinkReport(out = 'out'): LinkReport {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const { pages, files } = exportedFiles(out)
  // The not-found page's own folder is not a page readers link to.
  const checked = pages.filter((p) => p !== '/404/' && p !== '/_not-found/')
  const docs = readGeneratedDocs().filter((d) => d.locale === DEFAULT_LOCALE)
  const docPages = exportedDocsByUrl(buildDocsSource(site), site.locales)
  const urlsOf = (flag: 'draft' | 'unlisted') =>
    new Set(docs.filter((d) => d[flag]).flatMap((d) => site.locales.map((l) => docUrl(l, d.docPath))))
  const reports = checkLinks({
    pages: checked,
    files,
    html: (url) => fs.readFileSync(path.join(out, url, 'index.html'), 'utf8'),
    basePath: site.basePath,
    drafts: urlsOf('draft'),
    unlisted: urlsOf('unlisted'),
    // The file a doc page is written in: the translation, or English for a page shown in English.
    sourceFile: (url) => {
      const page = docPages.get(url)?.page
      return page && docFile(page.status === 'fallback' ? DEFAULT_LOCALE : page.locale, page.docPath)
    },
  })
  // Translations only of the docs this build published (production builds leave drafts out).
  const published = new Set(checked)
  const english = englishSources().filter((s) => published.has(docUrl(DEFAULT_LOCALE, s.docPath)))
  const otherLocales = site.locales.filter((l) => l !== DEFAULT_LOCALE)
  return assembleLinkReport({
    generatedAt: new Date().toISOString(),
    preview: process.env.PREVIEW === '1',
    locales: site.locales,
    pages: reports.map((r) => ({ ...r, locale: parseLocalizedPath(r.url, isLocaleId).locale })),
    translationStatus: translationStatus(english, translationFiles(), otherLocales),
    docRef: (locale: LocaleId, docPath: string) => ({ docPath, url: docUrl(locale, docPath), file: docFile(locale, docPath) }),
  })
}

export function writeLinkReport(report: LinkReport, out = 'out') {
  fs.writeFileSync(path.join(out, LINK_REPORT_FILE), JSON.stringify(report))
}

/** One line for the build log. */
export function linkReportLine(report: LinkReport): string {
  const s = report.summary
  return (
    `${s.pages} pages: ${s.brokenLinks} broken links, ${s.brokenAnchors} broken anchors, ${s.draftLinks} links to drafts, ` +
    `${s.unlistedLinks} links to unlisted pages, ${s.missingTranslations} missing and ${s.outdatedTranslations} outdated translations, ` +
    `${s.externalLinks} external links (listed, not fetched); see /link-report/`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const report = buildLinkReport()
    writeLinkReport(report)
    console.log(`link check: ${linkReportLine(report)}`)
    const failing = failingProblems(report)
    if (failing.length > 0) console.log(failing.slice(0, 200).map((line) => `  ${line}`).join('\n'))
    if (process.argv.includes('--strict') && failing.length > 0) process.exit(1)
  })
}
