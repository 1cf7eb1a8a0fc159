'use client'

import { useEffect, useRef } from 'react'
import { readUiTexts } from '@/components/layout/ui-texts'
import { DelayedSpinner } from './DelayedSpinner'

/**
 * Stands in for a lazy dialog while its code loads: a spinner after 200 ms, or the error text
 * and "Retry" when the code could not be loaded (for example offline).
 */
export function LazyFallbackDialog({ error, onRetry, onClose, label }: { error?: Error; onRetry: () => void; onClose: () => void; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const texts = readUiTexts()
  useEffect(() => {
    const el = dialog.current
    if (el && !el.open) el.showModal()
    return () => el?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      data-lazy-fallback
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="mx-auto mt-[8vh] mb-auto w-[calc(100%-1.5rem)] max-w-[560px] rounded-xl border border-line bg-bg-raised p-4 text-fg backdrop:bg-black/50"
    >
      {error ? (
        <div role="alert" className="text-center">
          <p className="font-semibold">{error.message}</p>
          <button type="button" onClick={onRetry} className="mt-3 rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-brand-fg">
            {texts.retry}
          </button>
        </div>
      ) : (
        <DelayedSpinner label={texts.loading} />
      )}
    </dialog>
  )
}
