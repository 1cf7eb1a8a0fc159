'use client'

import { useEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { Serwist } from '@serwist/window'
import { serviceWorkerScope, serviceWorkerUrl } from '@/lib/offline/files'
import { OFFLINE_MESSAGES, type OfflineMessage } from './messages'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''
const UPDATE_CHECK_MS = 60 * 60 * 1000

function rememberPage(path: string) {
  const message: OfflineMessage = { type: OFFLINE_MESSAGES.rememberPage, path }
  navigator.serviceWorker?.controller?.postMessage(message)
}

/**
 * Registers the service worker (production builds only: `npm run dev` removes one left by
 * `npm start` on the same port) and shows "A new version of the docs is available — Reload"
 * when a new build is waiting. The new worker takes over only when the reader chooses Reload,
 * and the page reloads at once, so no page runs on files of two builds.
 */
export function OfflineSupport({ labels }: { labels: { updateAvailable: string; reload: string; dismiss: string } }) {
  const [updateReady, setUpdateReady] = useState(false)
  const worker = useRef<Serwist>(undefined)
  const reloadRequested = useRef(false)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (process.env.NODE_ENV !== 'production') {
      void navigator.serviceWorker.getRegistrations().then((list) => list.forEach((r) => void r.unregister()))
      return
    }
    const hadController = navigator.serviceWorker.controller !== null
    const sw = new Serwist(serviceWorkerUrl(basePath), { scope: serviceWorkerScope(basePath), updateViaCache: 'none' })
    worker.current = sw
    sw.addEventListener('waiting', () => setUpdateReady(true))
    sw.addEventListener('controlling', () => {
      if (reloadRequested.current) window.location.reload()
    })
    // Another tab chose Reload: this page still runs on the old build's files.
    const onControllerChange = () => {
      if (hadController && !reloadRequested.current) setUpdateReady(true)
    }
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange)
    // The page that installed the worker loaded without it: have it stored as a visited page.
    void sw.controlling.then(() => rememberPage(window.location.pathname))
    sw.register().catch(() => undefined)
    const check = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void sw.update().catch(() => undefined)
    }
    const timer = window.setInterval(check, UPDATE_CHECK_MS)
    document.addEventListener('visibilitychange', check)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange)
    }
  }, [])

  // Pages reached by client-side navigation: the worker stores their HTML for offline reading.
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    rememberPage(window.location.pathname)
  }, [pathname])

  if (!updateReady) return null
  return (
    <div
      role="status"
      data-update-banner
      className="fixed bottom-4 start-4 end-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-line bg-bg-raised px-4 py-3 text-sm shadow-lg"
    >
      <p className="flex-1">{labels.updateAvailable}</p>
      <button
        type="button"
        className="rounded-md bg-brand px-3 py-1.5 font-medium text-brand-fg hover:opacity-90"
        onClick={() => {
          reloadRequested.current = true
          const registration = worker.current
          void navigator.serviceWorker.getRegistration(serviceWorkerScope(basePath)).then((r) => {
            if (r?.waiting && registration) registration.messageSkipWaiting()
            else window.location.reload()
          })
        }}
      >
        {labels.reload}
      </button>
      <button
        type="button"
        aria-label={labels.dismiss}
        className="rounded-md px-2 py-1 text-fg-muted hover:text-fg"
        onClick={() => setUpdateReady(false)}
      >
        ×
      </button>
    </div>
  )
}
