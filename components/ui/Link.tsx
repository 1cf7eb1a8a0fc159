'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { isSlowConnection } from '@/lib/connection'

/**
 * next/link that does not prefetch on data-saver or 2G connections. The prop does not change
 * the rendered <a>, so deciding it in the browser causes no hydration difference.
 */
export function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const slow = typeof navigator !== 'undefined' && isSlowConnection(navigator as never)
  return <NextLink {...props} prefetch={slow ? false : prefetch} />
}
