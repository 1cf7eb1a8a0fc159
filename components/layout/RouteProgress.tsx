'use client'

import '@bprogress/core/css'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { PROGRESS_BAR } from '@/lib/constants'
// Every page has this component: it installs the answer to the router's payload requests.
import '@/components/navigation/page-payloads'

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

function linkOf(event: Event): HTMLAnchorElement | null {
  return (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
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
      if (!linkOf(event)) return
      void loadBar().catch(() => undefined)
      for (const type of reachEvents) document.removeEventListener(type, onReach)
    }
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = linkOf(event)
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, location.href)
      if (url.origin !== location.origin || url.pathname === location.pathname) return
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
