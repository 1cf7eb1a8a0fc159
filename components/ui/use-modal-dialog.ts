'use client'

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])'

function lockPageScroll(locked: boolean) {
  document.documentElement.style.overflow = locked ? 'hidden' : ''
}

/**
 * Shows a native <dialog> as a modal while `open` (the platform makes the page behind inert,
 * keeps focus inside and closes on Escape); the page does not scroll behind it. `onShown` runs
 * as it opens; focus returns to `returnFocusTo` when it closes.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  { onShown, returnFocusTo }: { onShown?: () => void; returnFocusTo?: RefObject<HTMLElement | null> } = {},
) {
  const shown = useRef(onShown)
  shown.current = onShown
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      el.showModal()
      lockPageScroll(true)
      shown.current?.()
    }
    if (!open && el.open) {
      el.close()
      lockPageScroll(false)
      returnFocusTo?.current?.focus()
    }
  }, [dialog, open, returnFocusTo])
  useEffect(() => () => lockPageScroll(false), [])
}

/** Tab and Shift+Tab go round inside the dialog, so focus never leaves it for the browser's own controls. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null) {
  if (event.key !== 'Tab' || !dialog) return
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'))
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
