/**
 * The link check over out/: every internal link and #anchor of every locale. Writes
 * out/link-report.json (read by /link-report/) and prints a summary. It never fails the build;
 * `--strict` exits 1 on broken links, broken anchors or links to drafts (the tests use it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkLinks, type PageReport } from '../lib/links/check'
import { readGeneratedDocs } from '../lib/content/generated-docs'
import { docUrl } from '../lib/content/urls'
import { isLocaleId, type LocaleId } from '../lib/i18n/locales'
import { parseLocalizedPath } from '../lib/i18n/paths'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { runScript } from './run-script'

export const LINK_REPORT_FILE = 'link-report.json'

export interface LinkReport {
  generatedAt: string
  summary: Record<'pages' | 'brokenLinks' | 'brokenAnchors' | 'draftLinks' | 'unlistedLinks' | 'externalLinks', number>
  locales: Record<string, PageReport[]>
}

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

export function buildLinkReport(out = 'out'): LinkReport {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const { pages, files } = exportedFiles(out)
  // The not-found page's own folder is not a page readers link to.
  const checked = pages.filter((p) => p !== '/404/' && p !== '/_not-found/')
  const docs = readGeneratedDocs().filter((d) => d.locale === 'en')
  const urlsOf = (flag: 'draft' | 'unlisted') =>
    new Set(docs.filter((d) => d[flag]).flatMap((d) => site.locales.map((l) => docUrl(l as LocaleId, d.docPath))))
  const reports = checkLinks({
    pages: checked,
    files,
    html: (url) => fs.readFileSync(path.join(out, url, 'index.html'), 'utf8'),
    basePath: site.basePath,
    drafts: process.env.PREVIEW === '1' ? new Set() : urlsOf('draft'),
    unlisted: urlsOf('unlisted'),
  })
  const locales: LinkReport['locales'] = {}
  const count = (kind: string) => reports.reduce((n, r) => n + r.problems.filter((p) => p.kind === kind).length, 0)
  for (const report of reports) {
    if (report.problems.length === 0 && report.external.length === 0) continue
    const { locale } = parseLocalizedPath(report.url, isLocaleId)
    ;(locales[locale] ??= []).push(report)
  }
  return {
    generatedAt: new Date().toISOString(),
    summary: {
      pages: reports.length,
      brokenLinks: count('broken-link'),
      brokenAnchors: count('broken-anchor'),
      draftLinks: count('draft'),
      unlistedLinks: count('unlisted'),
      externalLinks: new Set(reports.flatMap((r) => r.external)).size,
    },
    locales,
  }
}

export function writeLinkReport(report: LinkReport, out = 'out') {
  fs.writeFileSync(path.join(out, LINK_REPORT_FILE), JSON.stringify(report))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const report = buildLinkReport()
    writeLinkReport(report)
    const s = report.summary
    console.log(
      `link check: ${s.pages} pages, ${s.brokenLinks} broken links, ${s.brokenAnchors} broken anchors, ` +
        `${s.draftLinks} links to drafts, ${s.unlistedLinks} links to unlisted pages, ${s.externalLinks} external links (listed, not fetched)`,
    )
    const failing = Object.values(report.locales)
      .flat()
      .flatMap((page) => page.problems.filter((p) => p.kind !== 'unlisted').map((p) => `  ${page.url}: ${p.kind} ${p.href} ("${p.text}")`))
    if (failing.length > 0) console.log(failing.slice(0, 200).join('\n'))
    if (process.argv.includes('--strict') && failing.length > 0) process.exit(1)
  })
}
