'use client'

import { BProgress } from '@bprogress/core'
import '@bprogress/core/css'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { PROGRESS_BAR } from '@/lib/constants'
// Every page has this component: it installs the answer to the router's payload requests.
import '@/components/navigation/page-payloads'

/**
 * The route progress bar of SPEC.md, drawn by BProgress: it starts when a link to another path
 * is followed, but shows only if the new route takes longer than 200 ms; it finishes when the
 * new path is shown. Query or hash changes on the same path start nothing. No spinner.
 */
export function RouteProgress() {
  const pathname = usePathname()
  const timer = useRef<number>(undefined)

  useEffect(() => {
    BProgress.configure({
      showSpinner: false,
      minimum: PROGRESS_BAR.minimum,
      speed: PROGRESS_BAR.speedMs,
      trickleSpeed: PROGRESS_BAR.trickleMs,
    })
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, location.href)
      if (url.origin !== location.origin || url.pathname === location.pathname) return
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        BProgress.configure({ direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr' })
        BProgress.start()
      }, PROGRESS_BAR.delayMs)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  // The new path is on screen: cancel a pending start, or finish the bar.
  useEffect(() => {
    window.clearTimeout(timer.current)
    if (BProgress.isStarted()) BProgress.done()
  }, [pathname])

  return null
}
