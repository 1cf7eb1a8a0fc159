'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'
import { isSlowConnection } from '@/lib/connection'

type LinkProps = ComponentProps<typeof NextLink> & {
  /**
   * Prefetch only once the reader reaches for the link (pointer, touch or focus), not when it
   * scrolls into view: for the footer and announcement links, which sit in view on every short
   * page (and on the results page before its results) but are seldom followed. Their prefetches
   * would compete with what the page itself is still loading.
   */
  prefetchOnIntent?: boolean
}

/**
 * next/link that does not prefetch on data-saver or 2G connections. The prop does not change
 * the rendered <a>, so deciding it in the browser causes no hydration difference.
 */
export function Link({ prefetch, prefetchOnIntent = false, ...props }: LinkProps) {
  const [reachedFor, setReachedFor] = useState(false)
  const slow = typeof navigator !== 'undefined' && isSlowConnection(navigator as never)
  const allowed = !slow && (!prefetchOnIntent || reachedFor)
  if (!prefetchOnIntent) return <NextLink {...props} prefetch={allowed ? prefetch : false} />
  // Next.js prefetches a link that is in view once its prefetch prop allows it.
  const reach = <E,>(handler?: (event: E) => void) => (event: E) => {
    setReachedFor(true)
    handler?.(event)
  }
  return (
    <NextLink
      {...props}
      prefetch={allowed ? prefetch : false}
      onMouseEnter={reach(props.onMouseEnter)}
      onTouchStart={reach(props.onTouchStart)}
      onFocus={reach(props.onFocus)}
    />
  )
}
