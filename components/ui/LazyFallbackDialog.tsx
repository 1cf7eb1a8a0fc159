'use client'

import { useRef } from 'react'
import { useModalDialog } from './use-modal-dialog'
import { readUiTexts } from '@/components/layout/ui-texts'
import { DelayedSpinner } from './DelayedSpinner'
import { RetryMessage } from './RetryMessage'

/**
 * Stands in for a lazy dialog while its code loads: a spinner after 200 ms, or the error text
 * and "Retry" when the code could not be loaded (for example offline).
 */
export function LazyFallbackDialog({ error, onRetry, onClose, label }: { error?: Error; onRetry: () => void; onClose: () => void; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const texts = readUiTexts()
  useModalDialog(dialog, true)
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
        <RetryMessage className="text-center" message={error.message} retryLabel={texts.retry} onRetry={onRetry} />
      ) : (
        <DelayedSpinner label={texts.loading} />
      )}
    </dialog>
  )
}
