'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { SearchIcon } from '@/components/ui/icons'
import { SEARCH_PAGE } from '@/lib/constants'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import type { SearchLabels } from './labels'
import { SearchResultList } from './SearchResultList'
import { SearchStates } from './SearchStates'
import { useSearch } from './use-search'
import { useFaultHits } from './use-fault-hits'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import type { SearchFiles } from './search-client'

const { limit: PAGE_LIMIT, firstResults: FIRST_RESULTS } = SEARCH_PAGE

/** The full results page: the query lives in the URL (?q=), so results can be shared. */
export function SearchPageClient({
  locale,
  files,
  feedbackUrl,
  labels,
  resultsFor,
  faults,
}: {
  locale: string
  files: SearchFiles
  feedbackUrl: string
  labels: SearchLabels
  resultsFor: string
  /** Code and LED queries list their cards first (lib/faults/search-hits.ts). */
  faults?: FaultSearchSetup
}) {
  const params = useSearchParams()
  const [query, setQuery] = useState(params.get('q') ?? '')
  // The query whose full list was asked for; a new query starts again with FIRST_RESULTS.
  const [expandedFor, setExpandedFor] = useState<string>()
  const text = query.trim()
  // The worker loads only the index files of this query, and the excerpts of the results listed
  // (they come with the hits, so nothing pushes listed results down): on a reader's weak
  // connection, a few dozen KB instead of the whole index.
  const { status, response, retry, listsHits } = useSearch(files, query, {
    limit: PAGE_LIMIT,
    excerpts: expandedFor === text ? PAGE_LIMIT : FIRST_RESULTS,
    preload: false,
  })
  const results = useRef<HTMLDivElement>(null)
  // After "Show more results", the first new result, to focus once it is listed.
  const focusNext = useRef<number>(undefined)

  useEffect(() => {
    setQuery(params.get('q') ?? '')
  }, [params])

  function update(value: string) {
    setQuery(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('q', value)
    else url.searchParams.delete('q')
    window.history.replaceState(null, '', url)
  }

  const faultHits = useFaultHits(query, faults, locale)
  const docHits = listsHits ? (response?.hits ?? []) : []
  const hits = [...faultHits, ...docHits]
  // Results are listed with their excerpts: the rest wait for "Show more results". Code and LED matches come first.
  const shown = [...faultHits, ...docHits.slice(0, response?.excerpts ?? FIRST_RESULTS)]

  useEffect(() => {
    if (focusNext.current === undefined) return
    const next = results.current?.querySelector<HTMLElement>(`[data-hit-id="${focusNext.current}"]`)
    if (!next) return
    focusNext.current = undefined
    next.focus()
  }, [response])

  function showMore() {
    // Focus goes to the first result that was not shown before (the button is gone), once listed.
    focusNext.current = hits[shown.length]?.id
    setExpandedFor(response?.query)
  }

  return (
    <div data-search-page>
      <h1 className="text-3xl font-bold">{text ? fillPlaceholders(resultsFor, { query: text }) : labels.label}</h1>
      <div className="mt-6 flex items-center gap-2 rounded-lg border border-line bg-bg-raised px-3 focus-within:border-brand">
        <SearchIcon className="text-fg-muted" />
        <input
          type="search"
          aria-label={labels.label}
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => update(event.target.value)}
          autoFocus
          className="h-12 min-w-0 flex-1 bg-transparent outline-none"
        />
      </div>
      {/* Room for the results from the start, so the footer does not jump when they come. */}
      <div ref={results} className="mt-6 min-h-[70dvh]" aria-live="polite">
        <SearchStates
          status={status}
          text={text}
          response={response}
          listed={listsHits || faultHits.length > 0}
          labels={labels}
          feedbackUrl={feedbackUrl}
          onRetry={retry}
          onSuggestion={update}
        />
        {(listsHits || faultHits.length > 0) && (
          <>
            <SearchResultList variant="links" hits={shown} locale={locale} englishLabel={labels.english} />
            {shown.length < hits.length && (
              <button
                type="button"
                onClick={showMore}
                data-search-more
                className="mt-4 rounded-md border border-line px-3 py-1.5 text-sm font-medium text-brand hover:border-brand"
              >
                {labels.showMore}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  )
}
