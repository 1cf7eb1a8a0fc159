'use client'

import { ProgressProvider } from '@bprogress/next/app'
import { useEffect } from 'react'
import { PROGRESS_BAR } from '@/lib/constants'

/**
 * The route progress bar of SPEC.md: only when the path changes (not for query or hash
 * changes), shown only if the navigation takes longer than 200 ms, no spinner.
 */
export function RouteProgress() {
  return (
    <ProgressProvider
      height="3px"
      color="var(--brand)"
      delay={PROGRESS_BAR.delayMs}
      shallowRouting
      disableSameURL
      options={{ showSpinner: false, minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speedMs, trickleSpeed: PROGRESS_BAR.trickleMs }}
    >
      <WatchExistingLinks />
    </ProgressProvider>
  )
}

/**
 * The library attaches its click handlers to links when the DOM changes; a static page may not
 * change after hydration, so nudge it once (after all mount effects have run).
 */
function WatchExistingLinks() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const marker = document.createComment('')
      document.body.append(marker)
      marker.remove()
    })
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
