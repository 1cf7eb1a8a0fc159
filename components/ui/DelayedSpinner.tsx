'use client'

import { useEffect, useState } from 'react'
import { LOADER_DELAY_MS } from '@/lib/constants'

/** A spinner that appears only when loading takes longer than the loader delay (200 ms). */
export function DelayedSpinner({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div role="status" data-spinner className="flex items-center justify-center gap-2 py-6 text-sm text-fg-muted">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-line border-t-brand" />
      {label}
    </div>
  )
}
