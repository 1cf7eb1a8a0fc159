'use client'

import { memo } from 'react'
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
    // A query string belongs to the page's address (the code lookup's ?code=), not to a section.
    const pageUrl = hit.url.split(/[?#]/)[0]!
    const group = groups.get(pageUrl) ?? { pageUrl, title: hit.title, label: hit.label, hits: [] }
    group.hits.push(hit)
    groups.set(pageUrl, group)
  }
  return [...groups.values()]
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/**
 * The results grouped by page: the page (title and section label) as a group header, its
 * matching sections below, matches highlighted. Used by the modal and the search page.
 * - `options`: rows of the modal's listbox (the combobox moves the active row with the arrow
 *   keys, so the links are options and not Tab stops); the modal supplies the listbox around it.
 * - `links`: a plain list of links on the search page, each one a Tab stop.
 * Memoized: while the reader types, the listed results stay the same until the next ones come;
 * rendering them again on every keystroke doubled the work of a key (the input event, 4× CPU
 * throttling: 11–14 ms a key before, 6–7 ms after).
 */
export const SearchResultList = memo(function SearchResultList({
  variant,
  hits,
  locale,
  englishLabel,
  listId = '',
  active = -1,
  onNavigate,
  onHover,
}: {
  variant: 'options' | 'links'
  hits: SearchHit[]
  locale: string
  englishLabel: string
  /** The modal's listbox id, from which the option ids are derived. */
  listId?: string
  active?: number
  onNavigate?: () => void
  onHover?: (index: number) => void
}) {
  const options = variant === 'options'
  let index = -1
  return (
    <ul role={options ? 'none' : undefined} data-search-results className="space-y-3">
      {groupByPage(hits).map((group) => {
        const heading = `${group.label ? `${group.label} › ` : ''}${group.title}`
        return (
          <li key={group.pageUrl} role={options ? 'none' : undefined}>
            <div className="px-2 pb-1 text-xs font-semibold text-fg-muted" aria-hidden={options || undefined}>
              {heading}
            </div>
            <ul role={options ? 'group' : undefined} aria-label={options ? heading : undefined} className="space-y-1">
              {group.hits.map((hit) => {
                index += 1
                const i = index
                return (
                  <li key={hit.url} role={options ? 'none' : undefined}>
                    <Link
                      href={hit.url}
                      data-search-hit
                      data-hit-id={hit.id}
                      {...(options
                        ? { id: optionId(listId, i), role: 'option', 'aria-selected': i === active, tabIndex: -1 }
                        : {})}
                      onClick={onNavigate}
                      onMouseMove={() => onHover?.(i)}
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
                      {hit.excerpt && (
                        <span className="mt-1 block text-sm text-fg-muted" lang={hit.lang} data-search-excerpt>
                          <Highlight text={hit.excerpt} terms={hit.terms} />
                        </span>
                      )}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </li>
        )
      })}
    </ul>
  )
})
