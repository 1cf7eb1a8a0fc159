'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { SEARCH } from '@/lib/constants'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { fillFeedbackUrl } from '@/lib/site/feedback'
import { fillTemplate, type SearchLabels } from './labels'
import { optionId, SearchResultList } from './SearchResultList'
import { useSearch } from './use-search'

export interface SearchDialogProps {
  open: boolean
  initialQuery?: string
  onClose: () => void
  returnFocusTo: RefObject<HTMLElement | null>
  locale: string
  indexUrl: string
  /** The full results page of this locale (`/nl/search/`). */
  searchPageUrl: string
  /** Feedback link template with {query} and {url}. */
  feedbackUrl: string
  labels: SearchLabels
}

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
  indexUrl,
  searchPageUrl,
  feedbackUrl,
  labels,
}: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const router = useRouter()
  const [query, setQuery] = useState(initialQuery ?? '')
  const [active, setActive] = useState(0)
  const { status, response, retry } = useSearch(indexUrl, open ? query : '')
  const hits = response?.hits ?? []

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
  useEffect(() => setActive(0), [response])

  function go(index: number) {
    const hit = hits[index]
    if (!hit) return
    onClose()
    router.push(hit.url)
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (hits.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = (active + step + hits.length) % hits.length
      setActive(next)
      document.getElementById(optionId(listId, next))?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (hits.length > 0) go(active)
    }
  }

  // Tab cycles inside the modal, so focus never reaches the inert page behind.
  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
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
      <div className="flex items-center gap-2 border-b border-line px-3">
        <SearchIcon className="shrink-0 text-fg-muted" />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={labels.label}
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(listId, active) : undefined}
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
        {status === 'idle' && !text && <p className="px-2 py-4 text-sm text-fg-muted">{labels.emptyQuery}</p>}
        {status === 'loading' && <DelayedSpinner label={labels.searching} />}
        {status === 'error' && (
          <div data-search-error className="px-2 py-4 text-center">
            <p className="font-semibold">{labels.fetchError}</p>
            <p className="mt-1 text-sm text-fg-muted">{labels.fetchErrorHelp}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-3 rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-brand-fg"
            >
              {labels.retry}
            </button>
          </div>
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
        {status === 'done' && hits.length > 0 && (
          <SearchResultList
            id={listId}
            hits={hits}
            active={active}
            locale={locale}
            englishLabel={labels.english}
            onNavigate={onClose}
            onHover={setActive}
          />
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
        {text && status === 'done' && hits.length > 0 && (
          <a href={pageHref} onClick={(e) => (e.preventDefault(), onClose(), router.push(pageHref))} className="ms-auto text-brand">
            {labels.seeAll}
          </a>
        )}
      </div>
    </dialog>
  )
}
