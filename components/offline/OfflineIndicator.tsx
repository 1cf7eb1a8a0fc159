'use client'

import { useOnline } from './use-online'

/** A small badge in the top bar while the reader has no connection. */
export function OfflineIndicator({ label, help }: { label: string; help: string }) {
  const online = useOnline()
  return (
    <span role="status" data-offline-indicator={online ? undefined : ''} className="contents">
      {!online && (
        <span
          title={help}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-bg-soft px-2.5 py-1 text-xs font-medium text-fg-muted"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
          {label}
          <span className="sr-only">: {help}</span>
        </span>
      )}
    </span>
  )
}
