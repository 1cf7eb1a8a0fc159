import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { RetryMessage } from '@/components/ui/RetryMessage'
import { fillFeedbackUrl } from '@/lib/site/feedback'
import type { SearchResponse } from '@/lib/search/types'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import type { SearchLabels } from './labels'
import type { SearchStatus } from './use-search'

interface SearchStatesProps {
  status: SearchStatus
  /** The field's text, trimmed. */
  text: string
  /** The last answer, with the query it answers. */
  response?: SearchResponse & { query: string }
  /** Whether any result is listed (a code card counts). */
  listed: boolean
  labels: SearchLabels
  /** Feedback link template with {query} and {url}. */
  feedbackUrl: string
  onRetry: () => void
  /** Search the suggested spelling instead. */
  onSuggestion: (suggestion: string) => void
  className?: string
}

/**
 * What the modal and the results page say when there is no list to show: nothing typed yet,
 * searching (after a moment), the index could not be loaded (Retry), or no result (the
 * suggested spelling, and where to tell us).
 */
export function SearchStates({ status, text, response, listed, labels, feedbackUrl, onRetry, onSuggestion, className }: SearchStatesProps) {
  return (
    <>
      {!text && <p className={`text-fg-muted ${className ?? ''}`}>{labels.emptyQuery}</p>}
      {status === 'loading' && !listed && <DelayedSpinner label={labels.searching} />}
      {status === 'error' && (
        <RetryMessage data-search-error className={className} message={labels.fetchError} help={labels.fetchErrorHelp} retryLabel={labels.retry} onRetry={onRetry} />
      )}
      {status === 'done' && response && !listed && (
        <div data-search-empty className={className}>
          <p className="font-semibold">{fillPlaceholders(labels.noResults, { query: response.query })}</p>
          {response.suggestion && (
            <p className="mt-2 text-sm">
              <button type="button" onClick={() => onSuggestion(response.suggestion!)} className="text-brand underline" data-search-suggestion>
                {fillPlaceholders(labels.suggestion, { suggestion: response.suggestion })}
              </button>
            </p>
          )}
          <p className="mt-3 text-sm text-fg-muted">
            {labels.believe}{' '}
            <a
              href={fillFeedbackUrl(feedbackUrl, { query: response.query, url: typeof window === 'undefined' ? '' : window.location.href })}
              className="text-brand underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              {labels.letUsKnow}
            </a>
          </p>
        </div>
      )}
    </>
  )
}
