import type { LocaleStatus } from '../i18n/status'
import type { LocaleId } from '../i18n/locales'
import type { LinkProblemKind, PageReport } from './check'

/** The file of the exported site that /link-report/ reads. */
export const LINK_REPORT_FILE = 'link-report.json'

/** A doc of one locale, as the report names it: where readers see it and which file to edit. */
export interface ReportDoc {
  docPath: string
  url: string
  /** Repository path of the file: the translation to update, or the one to create. */
  file: string
}

export interface LocaleTranslations {
  missing: ReportDoc[]
  outdated: ReportDoc[]
}

export interface LocaleSummary {
  pages: number
  brokenLinks: number
  brokenAnchors: number
  draftLinks: number
  unlistedLinks: number
  missingTranslations: number
  outdatedTranslations: number
  externalLinks: number
}

/** link-report.json: written by the build (scripts/check-links.ts), shown by /link-report/. */
export interface LinkReport {
  generatedAt: string
  /** Preview builds include drafts; links to them are still reported. */
  preview: boolean
  /** Locales in the site's order. */
  localeOrder: LocaleId[]
  summary: LocaleSummary
  /** Per locale, summaries first: what an editor reads before the details. */
  localeSummaries: Record<string, LocaleSummary>
  /** Pages with problems or external links, per locale. */
  locales: Record<string, PageReport[]>
  translations: Record<string, LocaleTranslations>
}

const KIND_FIELDS: Record<LinkProblemKind, keyof LocaleSummary> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  draft: 'draftLinks',
  unlisted: 'unlistedLinks',
}

function emptySummary(): LocaleSummary {
  return { pages: 0, brokenLinks: 0, brokenAnchors: 0, draftLinks: 0, unlistedLinks: 0, missingTranslations: 0, outdatedTranslations: 0, externalLinks: 0 }
}

function summarise(pages: PageReport[], pageCount: number, translations: LocaleTranslations | undefined): LocaleSummary {
  const summary = emptySummary()
  summary.pages = pageCount
  for (const page of pages) for (const problem of page.problems) summary[KIND_FIELDS[problem.kind]]++
  summary.externalLinks = new Set(pages.flatMap((p) => p.external)).size
  summary.missingTranslations = translations?.missing.length ?? 0
  summary.outdatedTranslations = translations?.outdated.length ?? 0
  return summary
}

export interface ReportInput {
  generatedAt: string
  preview: boolean
  /** Locales of the build, English first. */
  locales: readonly LocaleId[]
  /** Every checked page with its locale. */
  pages: (PageReport & { locale: LocaleId })[]
  /** `npm run i18n:status` for the docs of this build (other locales than English). */
  translationStatus: LocaleStatus[]
  /** URL and repository path of a doc in a locale. */
  docRef: (locale: LocaleId, docPath: string) => ReportDoc
}

/** Groups the link check and the translation status per locale and page, counts first. */
export function assembleLinkReport(input: ReportInput): LinkReport {
  const locales: LinkReport['locales'] = {}
  const translations: LinkReport['translations'] = {}
  const localeSummaries: LinkReport['localeSummaries'] = {}
  for (const status of input.translationStatus) {
    translations[status.locale] = {
      missing: status.missing.map((docPath) => input.docRef(status.locale, docPath)),
      outdated: status.outdated.map((docPath) => input.docRef(status.locale, docPath)),
    }
  }
  for (const locale of input.locales) {
    const all = input.pages.filter((p) => p.locale === locale)
    const listed = all
      .filter((p) => p.problems.length > 0 || p.external.length > 0)
      .map(({ locale: _locale, ...page }) => page)
      // Pages with the most problems first, then by URL.
      .sort((a, b) => b.problems.length - a.problems.length || a.url.localeCompare(b.url))
    if (listed.length > 0) locales[locale] = listed
    localeSummaries[locale] = summarise(listed, all.length, translations[locale])
  }
  const summary = emptySummary()
  for (const s of Object.values(localeSummaries)) {
    for (const key of Object.keys(summary) as (keyof LocaleSummary)[]) summary[key] += s[key]
  }
  summary.externalLinks = new Set(input.pages.flatMap((p) => p.external)).size
  return {
    generatedAt: input.generatedAt,
    preview: input.preview,
    localeOrder: [...input.locales],
    summary,
    localeSummaries,
    locales,
    translations,
  }
}

/** Problems that fail the link-check test: everything except links to unlisted pages. */
export function failingProblems(report: Pick<LinkReport, 'locales'>): string[] {
  return Object.values(report.locales)
    .flat()
    .flatMap((page) => page.problems.filter((p) => p.kind !== 'unlisted').map((p) => `${page.url}: ${p.kind} ${p.href} ("${p.text}")`))
}
