'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { SearchIcon } from '@/components/ui/icons'
import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { fillFeedbackUrl } from '@/lib/site/feedback'
import { fillTemplate, type SearchLabels } from './labels'
import { SearchResultList } from './SearchResultList'
import { useSearch } from './use-search'
import type { SearchFiles } from './search-client'

const PAGE_LIMIT = 50

/** The full results page: the query lives in the URL (?q=), so results can be shared. */
export function SearchPageClient({
  locale,
  files,
  excerptsUrl,
  feedbackUrl,
  labels,
  resultsFor,
}: {
  locale: string
  files: SearchFiles
  excerptsUrl: string
  feedbackUrl: string
  labels: SearchLabels
  resultsFor: string
}) {
  const params = useSearchParams()
  const [query, setQuery] = useState(params.get('q') ?? '')
  const { status, response, retry } = useSearch(files, query, PAGE_LIMIT)

  const [excerpts, setExcerpts] = useState<string[]>()
  // Results wait for the excerpts (or their failure): excerpts arriving under listed results
  // would push every result down while the reader looks at them.
  const [excerptsSettled, setExcerptsSettled] = useState(false)

  useEffect(() => {
    setQuery(params.get('q') ?? '')
  }, [params])
  useEffect(() => {
    // Excerpts only make the list richer; without them the results still show.
    fetch(excerptsUrl)
      .then((r) => (r.ok ? r.json() : undefined))
      .then(setExcerpts)
      .catch(() => undefined)
      .finally(() => setExcerptsSettled(true))
  }, [excerptsUrl])

  function update(value: string) {
    setQuery(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('q', value)
    else url.searchParams.delete('q')
    window.history.replaceState(null, '', url)
  }

  const text = query.trim()
  return (
    <div data-search-page>
      <h1 className="text-3xl font-bold">{text ? fillTemplate(resultsFor, { query: text }) : labels.label}</h1>
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
      <div className="mt-6 min-h-[70dvh]" aria-live="polite">
        {!text && <p className="text-fg-muted">{labels.emptyQuery}</p>}
        {(status === 'loading' || (status === 'done' && !excerptsSettled)) && <DelayedSpinner label={labels.searching} />}
        {status === 'error' && (
          <div data-search-error>
            <p className="font-semibold">{labels.fetchError}</p>
            <p className="text-fg-muted">{labels.fetchErrorHelp}</p>
            <button type="button" onClick={retry} className="mt-3 rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-brand-fg">
              {labels.retry}
            </button>
          </div>
        )}
        {status === 'done' && excerptsSettled && response && response.hits.length === 0 && (
          <div data-search-empty>
            <p className="font-semibold">{fillTemplate(labels.noResults, { query: response.query })}</p>
            {response.suggestion && (
              <button type="button" onClick={() => update(response.suggestion!)} className="mt-2 text-brand underline" data-search-suggestion>
                {fillTemplate(labels.suggestion, { suggestion: response.suggestion })}
              </button>
            )}
            <p className="mt-3 text-sm text-fg-muted">
              {labels.believe}{' '}
              <a
                href={fillFeedbackUrl(feedbackUrl, { query: response.query, url: window.location.href })}
                className="text-brand underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                {labels.letUsKnow}
              </a>
            </p>
          </div>
        )}
        {status === 'done' && excerptsSettled && response && response.hits.length > 0 && (
          <SearchResultList variant="links" hits={response.hits} locale={locale} englishLabel={labels.english} excerpts={excerpts} />
        )}
      </div>
    </div>
  )
}
