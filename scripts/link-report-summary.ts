/**
 * Prints the counts of out/link-report.json as a Markdown table (the preview workflow puts it
 * in the job summary, so editors see the problems before they open the preview).
 */
import fs from 'node:fs'
import path from 'node:path'
import { LINK_REPORT_FILE, type LinkReport, type LocaleSummary } from '../lib/links/report'
import { runScript } from './run-script'

const COLUMNS: [keyof LocaleSummary, string][] = [
  ['brokenLinks', 'broken links'],
  ['brokenAnchors', 'broken anchors'],
  ['draftLinks', 'links to drafts'],
  ['missingTranslations', 'missing translations'],
  ['outdatedTranslations', 'outdated translations'],
  ['unlistedLinks', 'links to unlisted pages'],
  ['externalLinks', 'external links'],
  ['pages', 'pages'],
]

export function linkReportTable(report: LinkReport): string {
  const rows = report.localeOrder.map((locale) => {
    const summary = report.localeSummaries[locale]!
    return `| ${locale} | ${COLUMNS.map(([key]) => summary[key]).join(' | ')} |`
  })
  return [
    `### Link report${report.preview ? ' (preview build, drafts included)' : ''}`,
    '',
    `| locale | ${COLUMNS.map(([, label]) => label).join(' | ')} |`,
    `|---|${COLUMNS.map(() => '---:').join('|')}|`,
    ...rows,
    '',
    'Details per page: `/link-report/` of the preview.',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const report = JSON.parse(fs.readFileSync(path.join('out', LINK_REPORT_FILE), 'utf8')) as LinkReport
    console.log(linkReportTable(report))
  })
}
