'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { SEARCH } from '@/lib/constants'
import { CloseIcon, SearchIcon, SparklesIcon } from '@/components/ui/icons'
import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { fillFeedbackUrl } from '@/lib/site/feedback'
import { fillTemplate, type SearchLabels } from './labels'
import { optionId, SearchResultList } from './SearchResultList'
import { useSearch } from './use-search'
import { useFaultHits } from './use-fault-hits'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import { searchClient, type SearchFiles } from './search-client'
import { useLazy } from '@/components/ui/use-lazy'
import type { AskLabels } from './ask/AskPanel'
import type { AskEndpoint } from '@/lib/ask/llm'
import { RetryMessage } from '@/components/ui/RetryMessage'

export interface SearchDialogProps {
  open: boolean
  initialQuery?: string
  onClose: () => void
  returnFocusTo: RefObject<HTMLElement | null>
  locale: string
  files: SearchFiles
  /** The full results page of this locale (`/nl/search/`). */
  searchPageUrl: string
  /** Feedback link template with {query} and {url}. */
  feedbackUrl: string
  labels: SearchLabels
  askLabels: AskLabels & { askAi: string; askAbout: string }
  /** The site config's model endpoint; without it Ask AI answers from the docs alone. */
  askEndpoint?: AskEndpoint
  /** Code and LED queries list their cards first (lib/faults/search-hits.ts). */
  faults?: FaultSearchSetup
}

const loadAskPanel = () => import('./ask/AskPanel').then((m) => m.AskPanel)

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])'

/**
 * The search modal: a native modal <dialog> (the page behind is inert; Escape closes), with
 * focus kept inside, the page's scrolling locked, and a combobox over the results list.
 */
export function SearchDialog({
  open,
  initialQuery,
  onClose,
  returnFocusTo,
  locale,
  files,
  searchPageUrl,
  feedbackUrl,
  labels,
  askLabels,
  askEndpoint,
  faults,
}: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const router = useRouter()
  const [query, setQuery] = useState(initialQuery ?? '')
  const [active, setActive] = useState(0)
  const [asking, setAsking] = useState<string>()
  const askPanel = useLazy(loadAskPanel, asking !== undefined)
  const searched = open && asking === undefined ? query : ''
  const { status, response, retry, listsHits } = useSearch(files, searched)
  const faultHits = useFaultHits(searched, faults, locale)
  const hits = listsHits ? [...faultHits, ...(response?.hits ?? [])] : faultHits
  const showHits = listsHits || faultHits.length > 0
  const askId = `${listId}-ask`

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      if (initialQuery !== undefined) setQuery(initialQuery)
      el.showModal()
      document.documentElement.style.overflow = 'hidden'
      input.current?.focus()
      input.current?.select()
    }
    if (!open && el.open) {
      el.close()
      document.documentElement.style.overflow = ''
      returnFocusTo.current?.focus()
    }
  }, [open, initialQuery, returnFocusTo])

  useEffect(() => () => void (document.documentElement.style.overflow = ''), [])
  // The first result is selected; with no results, the "Ask AI" row (-1) is.
  useEffect(() => {
    setActive((response && response.hits.length > 0) || faultHits.length > 0 ? 0 : -1)
  }, [response, faultHits.length])
  // Answers come from the section texts: fetch them, and the Ask AI code, while the reader is
  // still typing, so asking needs no request (and works once the connection drops). Not before
  // the first results are on screen: loading them competes with showing those.
  const answered = response !== undefined
  useEffect(() => {
    if (!answered) return
    searchClient(files).passagesReady().catch(() => undefined)
    loadAskPanel().catch(() => undefined)
  }, [answered, files])

  function startAsking() {
    const question = query.trim()
    if (question) setAsking(question)
  }

  function leaveAskMode() {
    setAsking(undefined)
    window.setTimeout(() => input.current?.focus())
  }

  function go(index: number) {
    const hit = hits[index]
    if (!hit) return
    onClose()
    router.push(hit.url)
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!query.trim()) return
      // Rows: the "Ask AI" row (-1), then the results (0…).
      const rows = hits.length + 1
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = ((active + 1 + step + rows) % rows) - 1
      setActive(next)
      document.getElementById(next < 0 ? askId : optionId(listId, next))?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active < 0) startAsking()
      else if (hits.length > 0) go(active)
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape leaves Ask AI first, then closes. Handled on keydown rather than by the dialog's
    // cancel event: in a search field Escape would first clear the text, and Chromium may skip
    // the cancel event when Escape is pressed twice without other input in between.
    if (event.key === 'Escape') {
      event.preventDefault()
      if (asking !== undefined) leaveAskMode()
      else onClose()
      return
    }
    // Tab cycles inside the modal, so focus never reaches the inert page behind.
    if (event.key !== 'Tab' || !dialog.current) return
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'))
    if (items.length === 0) return
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const text = query.trim()
  const pageHref = `${searchPageUrl}?q=${encodeURIComponent(text)}`
  const letUsKnowHref = fillFeedbackUrl(feedbackUrl, { query: text, url: typeof window === 'undefined' ? '' : window.location.href })

  return (
    <dialog
      ref={dialog}
      data-search-dialog
      aria-label={labels.label}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={onDialogKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
      className="mx-auto mt-[8vh] mb-auto w-[calc(100%-1.5rem)] max-w-[560px] rounded-xl border border-line bg-bg-raised p-0 text-fg shadow-2xl backdrop:bg-black/50"
      style={{ maxWidth: SEARCH.modalMaxWidthPx }}
    >
      {asking !== undefined && (
        <div data-ask-mode>
          <div className="flex items-center justify-between border-b border-line px-3 py-2">
            <button type="button" onClick={leaveAskMode} className="text-sm text-brand">
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {askLabels.back}
            </button>
            <button type="button" onClick={onClose} aria-label={labels.close} className="grid size-8 place-items-center rounded-md text-fg-muted hover:bg-bg-soft">
              <CloseIcon width={18} height={18} />
            </button>
          </div>
          {askPanel.status === 'ready' ? (
            <askPanel.value locale={locale} files={files} labels={askLabels} endpoint={askEndpoint} firstQuestion={asking} onNavigate={onClose} faults={faults} />
          ) : askPanel.status === 'error' ? (
            <RetryMessage className="p-4 text-center" message={askPanel.error.message} retryLabel={labels.retry} onRetry={askPanel.retry} />
          ) : (
            <DelayedSpinner label={askLabels.thinking} />
          )}
        </div>
      )}
      <div hidden={asking !== undefined}>
      {/* The field's frame shows the focus (the field itself has no outline of its own). */}
      <div className="flex items-center gap-2 rounded-t-xl border-b border-line px-3 focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-brand">
        <SearchIcon className="shrink-0 text-fg-muted" />
        <input
          ref={input}
          // A text field: the checker's HTML rules allow the combobox role on text, not on search.
          type="text"
          inputMode="search"
          role="combobox"
          aria-label={labels.label}
          aria-expanded={text !== ''}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={!text ? undefined : active < 0 ? askId : optionId(listId, active)}
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label={labels.close}
          className="grid size-8 place-items-center rounded-md text-fg-muted hover:bg-bg-soft"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>

      <div className="overflow-y-auto px-3 py-3" style={{ maxHeight: SEARCH.listMaxHeight }} aria-live="polite">
        {/* One listbox for the combobox: the "Ask AI" row first, then the results. */}
        {text && (
          /* data-results-for: the query the listed results answer (they stay listed while the next query runs). */
          <div role="listbox" id={listId} aria-label={labels.label} data-results-for={listsHits ? response?.query : undefined}>
            <button
              type="button"
              role="option"
              id={askId}
              data-ask-row
              aria-selected={active < 0}
              onClick={startAsking}
              onMouseMove={() => setActive(-1)}
              className={`mb-3 flex w-full items-center gap-2 rounded-md border px-3 py-2 text-start text-sm ${active < 0 ? 'border-brand bg-brand-soft' : 'border-line bg-bg'}`}
            >
              <SparklesIcon width={18} height={18} className="shrink-0 text-brand" />
              <span className="min-w-0 truncate">{fillTemplate(askLabels.askAbout, { query: text })}</span>
            </button>
            {showHits && (
              <SearchResultList
                variant="options"
                listId={listId}
                hits={hits}
                active={active}
                locale={locale}
                englishLabel={labels.english}
                onNavigate={onClose}
                onHover={setActive}
              />
            )}
          </div>
        )}
        {status === 'idle' && !text && <p className="px-2 py-4 text-sm text-fg-muted">{labels.emptyQuery}</p>}
        {status === 'loading' && !showHits && <DelayedSpinner label={labels.searching} />}
        {status === 'error' && (
          <RetryMessage data-search-error className="px-2 py-4 text-center" message={labels.fetchError} help={labels.fetchErrorHelp} retryLabel={labels.retry} onRetry={retry} />
        )}
        {status === 'done' && response && hits.length === 0 && (
          <div data-search-empty className="px-2 py-4 text-center">
            <p className="font-semibold">{fillTemplate(labels.noResults, { query: response.query })}</p>
            {response.suggestion && (
              <p className="mt-2 text-sm">
                <button type="button" onClick={() => setQuery(response.suggestion!)} className="text-brand underline" data-search-suggestion>
                  {fillTemplate(labels.suggestion, { suggestion: response.suggestion })}
                </button>
              </p>
            )}
            <p className="mt-3 text-sm text-fg-muted">
              {labels.believe}{' '}
              <a href={letUsKnowHref} className="text-brand underline" target="_blank" rel="noopener noreferrer">
                {labels.letUsKnow}
              </a>
            </p>
          </div>
        )}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-2 text-xs text-fg-muted">
        <span className="hidden gap-3 sm:flex">
          <span>
            <kbd className="rounded border border-line px-1">↵</kbd> {labels.hintSelect}
          </span>
          <span>
            <kbd className="rounded border border-line px-1">↑</kbd> <kbd className="rounded border border-line px-1">↓</kbd>{' '}
            {labels.hintNavigate}
          </span>
          <span>
            <kbd className="rounded border border-line px-1">Esc</kbd> {labels.hintClose}
          </span>
        </span>
        {text && showHits && (
          <a href={pageHref} onClick={(e) => (e.preventDefault(), onClose(), router.push(pageHref))} className="ms-auto text-brand">
            {labels.seeAll}
          </a>
        )}
      </div>
      </div>
    </dialog>
  )
}
