'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { STATIC_HTML_ATTRIBUTE, staticHtml } from './store'
import { enhanceStaticHtml } from './enhance'
import { reloadOnce } from '@/components/navigation/reload-once'

interface StaticHtmlProps {
  /** Names the part among all pages (e.g. the article's locale and path). */
  staticHtmlKey: string
  className?: string
  /** Rendered into the HTML; the build leaves them out of the payload (lib/export/static-html.ts). */
  children?: ReactNode
}

/**
 * A part of the page without React state (a doc's article): its markup ships once, in the HTML,
 * instead of twice (markup and payload). In the browser it keeps the markup it was given, or
 * the markup of the page a link fetched; links, code copy buttons and tabs inside it work by
 * delegation (enhance.ts). Without the build step (next dev) the children render as usual.
 */
export function StaticHtml({ staticHtmlKey, className, children }: StaticHtmlProps) {
  const router = useRouter()
  const root = useRef<HTMLDivElement>(null)
  const [markup] = useState(() => (children == null ? staticHtml(staticHtmlKey) : undefined))
  const attributes = { [STATIC_HTML_ATTRIBUTE]: staticHtmlKey, className, ref: root }

  useEffect(() => enhanceStaticHtml(root.current!, (href) => router.push(href)), [router])
  useEffect(() => {
    if (children == null && markup === undefined) reloadOnce()
  }, [children, markup])

  if (children != null) return <div {...attributes}>{children}</div>
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: markup ?? '' }} suppressHydrationWarning />
}
