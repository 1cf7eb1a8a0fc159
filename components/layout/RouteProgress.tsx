'use client'

import { ProgressProvider } from '@bprogress/next/app'
import type { ReactNode } from 'react'
import { PROGRESS_BAR } from '@/lib/constants'

/**
 * The route progress bar of SPEC.md: only when the path changes (not for query or hash
 * changes), shown only if the navigation takes longer than 200 ms, no spinner.
 */
export function RouteProgress({ children }: { children?: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--brand)"
      delay={PROGRESS_BAR.delayMs}
      shallowRouting
      disableSameURL
      options={{ showSpinner: false, minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speedMs, trickleSpeed: PROGRESS_BAR.trickleMs }}
    >
      {children}
    </ProgressProvider>
  )
}
