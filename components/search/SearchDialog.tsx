'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { SEARCH } from '@/lib/constants'
import type { SearchLabels } from './labels'
import { optionId } from './SearchResultList'
import { useSearch } from './use-search'
import { useFaultHits } from './use-fault-hits'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import { searchClient, type SearchFiles } from './search-client'
import { useLazy } from '@/components/ui/use-lazy'
import { keepTabInside, useModalDialog } from '@/components/ui/use-modal-dialog'
import type { AskLabels } from './ask/AskPanel'
import type { AskEndpoint } from '@/lib/ask/llm'
import { SearchStates } from './SearchStates'
import { AskMode } from './dialog/AskMode'
import { SearchField } from './dialog/SearchField'
import { SearchFooter } from './dialog/SearchFooter'
import { SearchListbox } from './dialog/SearchListbox'

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
  askLabels: AskLabels
  /** The site config's model endpoint; without it Ask AI answers from the docs alone. */
  askEndpoint?: AskEndpoint
  /** Code and LED queries list their cards first (lib/faults/search-hits.ts). */
  faults?: FaultSearchSetup
}

const loadAskPanel = () => import('./ask/AskPanel').then((m) => m.AskPanel)

/**
 * The search modal: a native modal <dialog> (the page behind is inert; Escape closes), with
 * focus kept inside, the page's scrolling locked, and a combobox over the results list. Its
 * parts are in ./dialog/ (field, listbox, footer, Ask mode) and SearchStates (shared with the
 * results page); this component holds the state and the keys.
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
  const [asking, setAsking] = useState<string>()
  const askPanel = useLazy(loadAskPanel, asking !== undefined)
  const searched = open && asking === undefined ? query : ''
  const { status, response, retry, listsHits } = useSearch(files, searched)
  const faultHits = useFaultHits(searched, faults, locale)
  // The same array while the results stay (a keystroke does not re-render the listed results).
  const hits = useMemo(() => (listsHits ? [...faultHits, ...(response?.hits ?? [])] : faultHits), [listsHits, faultHits, response])
  const [picked, setPicked] = useState<{ response: typeof response; faults: number; index: number }>()
  const showHits = listsHits || faultHits.length > 0
  const askId = `${listId}-ask`

  useModalDialog(dialog, open, {
    returnFocusTo,
    onShown: () => {
      if (initialQuery !== undefined) setQuery(initialQuery)
      input.current?.focus()
      input.current?.select()
    },
  })
  // The row the reader chose with the arrows or the pointer, for the results on screen then; new
  // results select their first row, or the "Ask AI" row (-1) when there are none. Derived while
  // rendering, so Enter pressed as the results appear opens the first one (an effect setting it
  // after the paint left a moment where Enter asked instead).
  const active = picked && picked.response === response && picked.faults === faultHits.length ? picked.index : hits.length > 0 ? 0 : -1
  const setActive = useCallback((index: number) => setPicked({ response, faults: faultHits.length, index }), [response, faultHits.length])
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
    keepTabInside(event, dialog.current)
  }

  const text = query.trim()
  const seeAllHref = text && showHits ? `${searchPageUrl}?q=${encodeURIComponent(text)}` : undefined

  return (
    <dialog
      ref={dialog}
      data-search-dialog
      aria-label={labels.label}
      // The platform's close event comes a task after close(): one that arrives after a quick
      // reopen (Escape, then Ctrl+K at once) would close the reopened modal. Only a closed one counts.
      onClose={() => {
        if (!dialog.current?.open) onClose()
      }}
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
        <AskMode
          question={asking}
          panel={askPanel}
          locale={locale}
          files={files}
          labels={labels}
          askLabels={askLabels}
          endpoint={askEndpoint}
          faults={faults}
          onBack={leaveAskMode}
          onClose={onClose}
        />
      )}
      <div hidden={asking !== undefined}>
        <SearchField
          inputRef={input}
          labels={labels}
          query={query}
          listId={listId}
          activeId={!text ? undefined : active < 0 ? askId : optionId(listId, active)}
          onQuery={setQuery}
          onKeyDown={onInputKeyDown}
          onClose={onClose}
        />
        <div className="overflow-y-auto px-3 py-3" style={{ maxHeight: SEARCH.listMaxHeight }} aria-live="polite">
          {text && (
            <SearchListbox
              listId={listId}
              askId={askId}
              text={text}
              hits={hits}
              active={active}
              resultsFor={listsHits ? response?.query : undefined}
              showHits={showHits}
              locale={locale}
              labels={labels}
              askAbout={askLabels.askAbout}
              onAsk={startAsking}
              onActive={setActive}
              onNavigate={onClose}
            />
          )}
          <SearchStates
            status={status}
            text={text}
            response={response}
            listed={showHits}
            labels={labels}
            feedbackUrl={feedbackUrl}
            onRetry={retry}
            onSuggestion={setQuery}
            className="px-2 py-4 text-center"
          />
        </div>
        <SearchFooter labels={labels} seeAllHref={seeAllHref} onSeeAll={(href) => (onClose(), router.push(href))} />
      </div>
    </dialog>
  )
}
