'use client'

import NextLink from 'next/link'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'
import { prefetchPage } from '@/components/navigation/page-payloads'

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & { href: string }

/**
 * next/link (client-side navigation, base path) without Next's own prefetching, which needs
 * five more files per page in the export and fetched every link in view. The page a link opens
 * is fetched ahead once the reader reaches for it (pointer, touch or keyboard focus), except on
 * data-saver or 2G connections; the navigation then reads it (components/navigation/page-payloads.ts).
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const ahead = <E,>(handler?: (event: E) => void) => (event: E) => {
    prefetchPage(props.href)
    handler?.(event)
  }
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={ahead<MouseEvent<HTMLAnchorElement>>(onMouseEnter)}
      onTouchStart={ahead<TouchEvent<HTMLAnchorElement>>(onTouchStart)}
      onFocus={ahead<FocusEvent<HTMLAnchorElement>>(onFocus)}
    />
  )
}
