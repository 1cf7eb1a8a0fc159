import type { LinkReport, LocaleSummary, ReportDoc } from '@/lib/links/report'
import type { PageReport } from '@/lib/links/check'
import { cn } from '@/lib/cn'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import type { LinkReportLabels } from './labels'

/** Summary columns; the first four are problems to fix (highlighted when not zero). */
const COLUMNS = [
  'brokenLinks',
  'brokenAnchors',
  'draftLinks',
  'missingTranslations',
  'outdatedTranslations',
  'unlistedLinks',
  'externalLinks',
  'pages',
] as const satisfies readonly (keyof LocaleSummary & keyof LinkReportLabels)[]
const PROBLEM_COLUMNS = new Set<string>(['brokenLinks', 'brokenAnchors', 'draftLinks'])

const sectionId = (locale: string) => `report-${locale}`

/** The report, counts first: a table per language, then each language's pages and translations. */
export function LinkReportBody({ report, locale, labels }: { report: LinkReport; locale: string; labels: LinkReportLabels }) {
  const built = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(report.generatedAt))
  return (
    <div data-link-report>
      <p className="text-sm text-fg-muted">
        {fillPlaceholders(labels.builtOn, { date: built })}
        {report.preview && <span data-preview-build> · {labels.previewBuild}</span>}
      </p>
      <h2 className="mt-8 text-xl font-semibold">{labels.summary}</h2>
      <div className="table-wrap mt-3">
        <table data-report-summary className="text-sm">
          <thead>
            <tr>
              <th scope="col">{labels.language}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {labels[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.localeOrder.map((id) => (
              <tr key={id} data-locale={id}>
                <th scope="row">
                  <a href={`#${sectionId(id)}`} className="text-brand underline">
                    {labels.languages[id] ?? id}
                  </a>
                </th>
                {COLUMNS.map((column) => {
                  const value = report.localeSummaries[id]?.[column] ?? 0
                  return (
                    <td key={column} data-count={column} className={cn('text-end tabular-nums', PROBLEM_COLUMNS.has(column) && value > 0 && 'font-bold text-danger')}>
                      {value}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.localeOrder.map((id) => (
        <LocaleSection key={id} id={id} report={report} labels={labels} />
      ))}
    </div>
  )
}

function LocaleSection({ id, report, labels }: { id: string; report: LinkReport; labels: LinkReportLabels }) {
  const pages = report.locales[id] ?? []
  const withProblems = pages.filter((p) => p.problems.length > 0)
  const external = [...new Set(pages.flatMap((p) => p.external))].sort()
  const translations = report.translations[id]
  const nothing = withProblems.length === 0 && !translations?.missing.length && !translations?.outdated.length
  return (
    <section id={sectionId(id)} data-report-locale={id} className="mt-12 scroll-mt-24">
      <h2 className="border-b border-line pb-2 text-2xl font-bold">{labels.languages[id] ?? id}</h2>
      {nothing && <p className="mt-4 text-fg-muted">{labels.noProblems}</p>}
      {withProblems.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{labels.pagesWithProblems}</h3>
          {withProblems.map((page) => (
            <PageProblems key={page.url} page={page} labels={labels} />
          ))}
        </>
      )}
      {translations && (translations.missing.length > 0 || translations.outdated.length > 0) && (
        <>
          <h3 className="mt-8 text-lg font-semibold">{labels.translations}</h3>
          <DocList kind="outdated" title={labels.outdatedTranslations} help={labels.outdatedHelp} docs={translations.outdated} />
          <DocList kind="missing" title={labels.missingTranslations} help={labels.missingHelp} docs={translations.missing} />
        </>
      )}
      {external.length > 0 && (
        <details data-external-links className="mt-8">
          <summary className="cursor-pointer text-lg font-semibold">
            {labels.externalLinks} ({external.length})
          </summary>
          <p className="mt-2 text-sm text-fg-muted">{labels.externalHelp}</p>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
            {external.map((url) => (
              <li key={url}>
                <a href={url} rel="noopener noreferrer" target="_blank" className="break-all text-brand underline">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

function PageProblems({ page, labels }: { page: PageReport; labels: LinkReportLabels }) {
  return (
    <article data-report-page={page.url} className="mt-4 rounded-lg border border-line p-4">
      <h4 className="font-semibold">
        <a href={page.url} className="text-brand underline">
          {page.title ?? page.url}
        </a>{' '}
        <span className="text-sm font-normal text-fg-muted">{page.url}</span>
      </h4>
      {page.file && (
        <p className="mt-1 text-sm text-fg-muted">
          {labels.file} <code>{page.file}</code>
        </p>
      )}
      <div className="table-wrap mt-3">
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col">{labels.problem}</th>
              <th scope="col">{labels.link}</th>
              <th scope="col">{labels.linkText}</th>
            </tr>
          </thead>
          <tbody>
            {page.problems.map((problem, i) => (
              <tr key={i} data-problem={problem.kind}>
                <td>{labels.kinds[problem.kind]}</td>
                <td>
                  <code className="break-all">{problem.href}</code>
                </td>
                <td>{problem.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  )
}

function DocList({ kind, title, help, docs }: { kind: string; title: string; help: string; docs: ReportDoc[] }) {
  if (docs.length === 0) return null
  return (
    <div data-translations={kind} className="mt-4">
      <h4 className="font-semibold">
        {title} ({docs.length})
      </h4>
      <p className="text-sm text-fg-muted">{help}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {docs.map((doc) => (
          <li key={doc.docPath} data-doc-path={doc.docPath}>
            <a href={doc.url} className="text-brand underline">
              {doc.docPath}
            </a>{' '}
            <code className="text-fg-muted">{doc.file}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
