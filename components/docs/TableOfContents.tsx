'use client'

import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'

export interface TocEntry {
  id: string
  depth: number
  text: string
}

/** Which heading the reader is in: the last one scrolled past the top bar. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    if (ids.length === 0) return
    const update = () => {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80
      let current: string | undefined = ids[0]
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top - offset <= 1) current = id
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      setActive(atBottom ? ids[ids.length - 1] : current)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [ids])
  return active
}

/** The h2–h3 table of contents with the heading in view highlighted. */
export function TableOfContents({ entries, title, variant }: { entries: TocEntry[]; title: string; variant: 'column' | 'inline' }) {
  const active = useActiveHeading(entries.map((e) => e.id))
  const list = (
    <ul className="space-y-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={cn(entry.depth === 3 && 'ps-3')}>
          <a
            href={`#${entry.id}`}
            aria-current={variant === 'column' && entry.id === active ? 'location' : undefined}
            className="toc-link"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  )
  if (variant === 'inline') {
    return (
      <details data-toc="inline" className="mb-6 rounded-lg border border-line bg-bg-soft px-4 py-2 xl:hidden">
        <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
        <div className="pt-2 pb-1">{list}</div>
      </details>
    )
  }
  return (
    <nav aria-label={title} data-toc="column">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">{title}</p>
      {list}
    </nav>
  )
}
