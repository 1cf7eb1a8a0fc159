'use client'

import { OfflineIcon } from '@/components/ui/icons'
import { useOnline } from './use-online'

/** A small badge in the top bar while the reader has no connection. */
export function OfflineIndicator({ label, help }: { label: string; help: string }) {
  const online = useOnline()
  return (
    <span role="status" data-offline-indicator={online ? undefined : ''} className="contents">
      {!online && (
        <span
          title={help}
          className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-line bg-bg-soft px-2 py-1 text-xs font-medium text-fg-muted"
        >
          <OfflineIcon width={14} height={14} className="text-accent" />
          {label}
          <span className="sr-only">: {help}</span>
        </span>
      )}
    </span>
  )
}
