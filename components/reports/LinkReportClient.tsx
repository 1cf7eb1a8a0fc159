'use client'

import { useCallback, useEffect, useState } from 'react'
import type { LinkReport } from '@/lib/links/report'
import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import type { LinkReportLabels } from './labels'
import { LinkReportBody } from './LinkReportBody'
import { RetryMessage } from '@/components/ui/RetryMessage'

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; report: LinkReport }

/**
 * The report is computed from the exported HTML after `next build` (so it sees every link a
 * reader gets, from content, data tables and navigation alike); this page is a static shell
 * that reads it from link-report.json beside the pages.
 */
export function LinkReportClient({ reportUrl, locale, labels }: { reportUrl: string; locale: string; labels: LinkReportLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const load = useCallback(() => {
    setState({ kind: 'loading' })
    fetch(reportUrl, { cache: 'no-store' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.json() as Promise<LinkReport>
      })
      .then((report) => setState({ kind: 'loaded', report }))
      .catch(() => setState({ kind: 'failed' }))
  }, [reportUrl])
  useEffect(() => {
    load()
  }, [load])

  if (state.kind === 'loading') return <DelayedSpinner label={labels.loading} />
  if (state.kind === 'failed') {
    return (
      <RetryMessage data-report-unavailable className="rounded-lg border border-line bg-bg-soft p-4" message={labels.unavailable} retryLabel={labels.retry} onRetry={load} />
    )
  }
  return <LinkReportBody report={state.report} locale={locale} labels={labels} />
}
