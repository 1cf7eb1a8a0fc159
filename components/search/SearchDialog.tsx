'use client'

import { useEffect, useRef, type RefObject } from 'react'

export interface SearchDialogProps {
  open: boolean
  initialQuery?: string
  onClose: () => void
  returnFocusTo: RefObject<HTMLElement | null>
  labels: { label: string; placeholder: string; close: string }
}

/** Placeholder modal until the search issue lands: opens, closes and returns focus. */
export function SearchDialog({ open, initialQuery, onClose, returnFocusTo, labels }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) {
      el.close()
      returnFocusTo.current?.focus()
    }
  }, [open, returnFocusTo])
  return (
    <dialog ref={dialog} onClose={onClose} aria-label={labels.label} className="m-auto w-full max-w-[560px] rounded-lg bg-bg-raised p-4 text-fg backdrop:bg-black/50">
      <input aria-label={labels.label} placeholder={labels.placeholder} defaultValue={initialQuery} className="w-full rounded border border-line bg-bg px-3 py-2" />
    </dialog>
  )
}
