'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { EMBED_ATTRIBUTE, withEmbedParam } from '@/lib/embed'

/**
 * In embed mode (the mobile app's webview), every internal link keeps `embed=true`: clicks are
 * routed with the flag, and link targets carry it for "open" and "copy link".
 */
export function EmbedNavigation() {
  const router = useRouter()
  useEffect(() => {
    const root = document.documentElement
    if (!root.hasAttribute(EMBED_ATTRIBUTE)) return
    const internal = (anchor: HTMLAnchorElement) => {
      const url = new URL(anchor.href, location.href)
      return url.origin === location.origin && !anchor.hasAttribute('download') && !/\.[a-z0-9]+$/i.test(url.pathname)
    }
    const mark = () => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (!internal(anchor) || anchor.href.includes('embed=true')) continue
        const url = new URL(anchor.href)
        anchor.setAttribute('href', withEmbedParam(url.pathname + url.search + url.hash))
      }
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || !internal(anchor)) return
      const url = new URL(anchor.href)
      if (url.pathname === location.pathname && url.hash) return
      event.preventDefault()
      event.stopPropagation()
      // The router adds the base path itself.
      const base = process.env.NEXT_PUBLIC_BASE_PATH ?? ''
      const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname
      router.push(withEmbedParam(path + url.search + url.hash))
    }
    mark()
    const observer = new MutationObserver(mark)
    observer.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('click', onClick, true)
    return () => {
      observer.disconnect()
      document.removeEventListener('click', onClick, true)
    }
  }, [router])
  return null
}
