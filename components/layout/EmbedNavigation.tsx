'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { EMBED_ATTRIBUTE, withEmbedParam } from '@/lib/embed'
import { isPlainClick, linkOfEvent, sitePagePath } from '@/lib/navigation/page-link'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/**
 * In embed mode (the mobile app's webview), every internal link keeps `embed=true`: clicks are
 * routed with the flag, and link targets carry it for "open" and "copy link".
 */
export function EmbedNavigation() {
  const router = useRouter()
  useEffect(() => {
    const root = document.documentElement
    if (!root.hasAttribute(EMBED_ATTRIBUTE)) return
    const mark = () => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (anchor.href.includes('embed=true')) continue
        // Every site page's link carries the flag, also a link to this page (open, copy link).
        const path = sitePagePath(anchor, { href: location.href, origin: location.origin, pathname: '', search: '' }, basePath)
        if (path !== undefined) anchor.setAttribute('href', `${basePath}${withEmbedParam(path)}`)
      }
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const anchor = linkOfEvent(event)
      const path = anchor && sitePagePath(anchor, location, basePath)
      if (path === undefined) return
      event.preventDefault()
      event.stopPropagation()
      router.push(withEmbedParam(path))
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
