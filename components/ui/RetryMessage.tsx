import type { HTMLAttributes } from 'react'
import { PRIMARY_BUTTON } from './button-classes'

interface RetryMessageProps extends HTMLAttributes<HTMLDivElement> {
  /** What failed, in the reader's words. */
  message: string
  /** What the reader can do about it, when there is more to say. */
  help?: string
  retryLabel: string
  onRetry: () => void
  /** Retry cannot work now (for example without a connection). */
  retryDisabled?: boolean
}

/** Something failed that trying again may fix: the message, an optional hint, and Retry. */
export function RetryMessage({ message, help, retryLabel, onRetry, retryDisabled, ...container }: RetryMessageProps) {
  return (
    <div role="alert" {...container}>
      <p className="font-semibold">{message}</p>
      {help && <p className="mt-1 text-sm text-fg-muted">{help}</p>}
      <button type="button" onClick={onRetry} disabled={retryDisabled} className={`mt-3 ${PRIMARY_BUTTON}`}>
        {retryLabel}
      </button>
    </div>
  )
}
