'use client'

import { Link } from '@/components/ui/Link'
import type { SearchHit } from '@/lib/search/types'
import { cn } from '@/lib/cn'
import { Highlight } from './Highlight'

export interface PageGroup {
  pageUrl: string
  title: string
  label: string
  hits: SearchHit[]
}

/** Hits grouped by their page, in the order the ranking put the pages. */
export function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>()
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0]!
    const group = groups.get(pageUrl) ?? { pageUrl, title: hit.title, label: hit.label, hits: [] }
    group.hits.push(hit)
    groups.set(pageUrl, group)
  }
  return [...groups.values()]
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/**
 * The results as a listbox of links: the page (title and section label) as a group header,
 * its matching sections below, matches highlighted. Used by the modal and the search page.
 */
export function SearchResultList({
  id,
  hits,
  active,
  locale,
  englishLabel,
  excerpts,
  onNavigate,
  onHover,
}: {
  id: string
  hits: SearchHit[]
  active: number
  locale: string
  englishLabel: string
  /** Section excerpts by section id (the results page loads them; the modal does not). */
  excerpts?: string[]
  onNavigate?: () => void
  onHover?: (index: number) => void
}) {
  let index = -1
  return (
    <ul id={id} role="listbox" data-search-results className="space-y-3">
      {groupByPage(hits).map((group) => (
        <li key={group.pageUrl} role="presentation">
          <div className="px-2 pb-1 text-xs font-semibold text-fg-muted" aria-hidden="true">
            {group.label ? `${group.label} › ` : ''}
            {group.title}
          </div>
          <ul role="group" aria-label={group.label ? `${group.label}: ${group.title}` : group.title} className="space-y-1">
            {group.hits.map((hit) => {
              index += 1
              const i = index
              return (
                <li key={hit.url} id={optionId(id, i)} role="option" aria-selected={i === active} data-search-hit>
                  <Link
                    href={hit.url}
                    onClick={onNavigate}
                    onMouseMove={() => onHover?.(i)}
                    tabIndex={-1}
                    className={cn(
                      'block rounded-md border px-3 py-2',
                      i === active ? 'border-brand bg-brand-soft' : 'border-line bg-bg hover:border-brand',
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium text-fg">
                      <Highlight text={hit.heading ?? hit.title} terms={hit.terms} />
                      {hit.lang !== locale && (
                        <span lang="en" className="ms-auto shrink-0 rounded bg-bg-soft px-1.5 text-[10px] uppercase text-fg-muted">
                          {englishLabel}
                        </span>
                      )}
                    </span>
                    <span className="mt-0.5 block text-xs text-fg-muted">
                      <Highlight text={hit.label ? `${hit.label} › ${hit.title}` : hit.title} terms={hit.terms} />
                    </span>
                    {excerpts?.[hit.id] && (
                      <span className="mt-1 block text-sm text-fg-muted" lang={hit.lang}>
                        <Highlight text={excerpts[hit.id]!} terms={hit.terms} />
                      </span>
                    )}
                  </Link>
                </li>
              )
            })}
          </ul>
        </li>
      ))}
    </ul>
  )
}
