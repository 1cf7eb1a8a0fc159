'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { PROGRESS_BAR } from '@/lib/constants'
import { isPlainClick, linkOfEvent, sitePagePath } from '@/lib/navigation/page-link'
// Every page has this component: it installs the answer to the router's payload requests.
import '@/components/navigation/page-payloads'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

type Bar = typeof import('@bprogress/core').BProgress

/** BProgress, loaded when the reader first reaches for a link: a page that is only read never loads it. */
let bar: Promise<Bar> | undefined
function loadBar(): Promise<Bar> {
  bar ??= import('@bprogress/core').then(({ BProgress }) => {
    BProgress.configure({ showSpinner: false, minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speedMs, trickleSpeed: PROGRESS_BAR.trickleMs })
    return BProgress
  })
  return bar
}

/**
 * The route progress bar of SPEC.md, drawn by BProgress: it starts when a link to another path
 * is followed, but shows only if the new route takes longer than 200 ms; it finishes when the
 * new path is shown. Query or hash changes on the same path start nothing. No spinner.
 */
export function RouteProgress() {
  const pathname = usePathname()
  const timer = useRef<number>(undefined)
  const navigating = useRef(false)

  useEffect(() => {
    const reachEvents = ['mouseover', 'focusin', 'touchstart'] as const
    // Once the bar is loading, a reached link tells nothing new: stop listening.
    const onReach = (event: Event) => {
      if (!linkOfEvent(event)) return
      void loadBar().catch(() => undefined)
      for (const type of reachEvents) document.removeEventListener(type, onReach)
    }
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return
      const anchor = linkOfEvent(event)
      const path = anchor && sitePagePath(anchor, location, basePath)
      // Only another path moves the bar: a query or hash change on this one shows at once.
      if (path === undefined || path.split(/[?#]/)[0] === location.pathname.slice(basePath.length)) return
      const loaded = loadBar()
      navigating.current = true
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        void loaded.then((progress) => {
          if (!navigating.current) return
          progress.configure({ direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr' })
          progress.start()
        }, () => undefined)
      }, PROGRESS_BAR.delayMs)
    }
    for (const type of reachEvents) document.addEventListener(type, onReach, { passive: true })
    document.addEventListener('click', onClick)
    return () => {
      for (const type of reachEvents) document.removeEventListener(type, onReach)
      document.removeEventListener('click', onClick)
    }
  }, [])

  // The new path is on screen: cancel a pending start, or finish the bar.
  useEffect(() => {
    navigating.current = false
    window.clearTimeout(timer.current)
    void bar?.then((progress) => progress.isStarted() && progress.done(), () => undefined)
  }, [pathname])

  return null
}
