'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { isSearchShortcut } from '@/lib/keyboard'
import { SearchIcon } from '@/components/ui/icons'
import { OPEN_SEARCH_EVENT } from './search-events'
import type { SearchDialogProps } from './SearchDialog'
import { useLazy } from '@/components/ui/use-lazy'
import { LazyFallbackDialog } from '@/components/ui/LazyFallbackDialog'
import { preloadSearch } from './preload-search'
import { SEARCH_READY_ATTRIBUTE, SEARCH_REQUESTED_ATTRIBUTE } from '@/lib/head-script'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import type { LazyTexts } from '@/components/layout/lazy-texts'

export type SearchUiProps = Omit<SearchDialogProps, 'open' | 'initialQuery' | 'onClose' | 'returnFocusTo' | 'labels' | 'askLabels'> & {
  /** The locale's lazy texts (`lazyTextsUrl`): the modal's come with its code. */
  textsUrl: string
}

/** The top-bar search button; Ctrl/Cmd+K and `/` open the same modal. */
export function SearchButton({ label, textsUrl, ...dialogProps }: { label: string } & SearchUiProps) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  // The modal, its texts and everything behind them load on first use (or when the pointer or
  // focus comes near), not with the page.
  const loadDialog = useCallback(
    () => Promise.all([import('./SearchDialog'), loadJsonOnce<LazyTexts>(textsUrl)]).then(([m, texts]) => ({ Dialog: m.SearchDialog, texts: texts.search })),
    [textsUrl],
  )
  const dialog = useLazy(loadDialog, wanted)
  const [initialQuery, setInitialQuery] = useState<string>()
  const button = useRef<HTMLButtonElement>(null)

  const { files } = dialogProps
  // The dialog's code and the index load side by side.
  const prepare = useCallback(() => {
    setWanted(true)
    preloadSearch(files)
  }, [files])

  const show = useCallback(
    (query?: string) => {
      setInitialQuery(query)
      prepare()
      setOpen(true)
    },
    [prepare],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      // `/` only opens (in the modal's field it is typed). Ctrl/Cmd+K toggles from the latest
      // state, not from the last render: a close may still be on its way to the screen.
      if (event.key === '/') return show()
      setInitialQuery(undefined)
      prepare()
      setOpen((wasOpen) => !wasOpen)
    }
    const onOpen = (event: Event) => show((event as CustomEvent<{ query?: string }>).detail?.query)
    window.addEventListener('keydown', onKey)
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen)
    // From here the button answers; a press the head script noted before hydration opens it now.
    const html = document.documentElement
    html.setAttribute(SEARCH_READY_ATTRIBUTE, '')
    if (html.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)) {
      html.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE)
      show()
    }
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen)
    }
  }, [show])

  return (
    <>
      <button
        ref={button}
        type="button"
        data-search-button
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show()}
        onPointerEnter={prepare}
        onFocus={prepare}
        className="flex h-9 items-center gap-2 rounded-md border border-line bg-bg-soft px-2.5 text-sm text-fg-muted hover:border-brand hover:text-fg desk:min-w-44"
      >
        <SearchIcon width={18} height={18} />
        {/* The visible label is the accessible name (read out on phones too, where it is not shown). */}
        <span className="sr-only desk:not-sr-only">{label}</span>
        <kbd aria-hidden="true" className="ms-auto hidden rounded border border-line px-1.5 font-sans text-xs desk:inline">Ctrl K</kbd>
      </button>
      {dialog.status === 'ready' && (
        <dialog.value.Dialog
          {...dialogProps}
          {...dialog.value.texts}
          open={open}
          initialQuery={initialQuery}
          onClose={() => setOpen(false)}
          returnFocusTo={button}
        />
      )}
      {open && dialog.status !== 'ready' && (
        <LazyFallbackDialog
          label={label}
          error={dialog.error}
          onRetry={dialog.retry}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
