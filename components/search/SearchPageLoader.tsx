'use client'

import { lazy, type ComponentProps } from 'react'

const SearchPageClient = lazy(() => import('./SearchPageClient').then((m) => ({ default: m.SearchPageClient })))

/**
 * The results page's client, in a chunk of its own: the doc route serves the search page too,
 * and a client module imported there would be loaded by every doc page. Rendered inside the
 * page's Suspense boundary, which shows the page's frame until the chunk is there.
 */
export function SearchPageLoader(props: ComponentProps<typeof SearchPageClient>) {
  return <SearchPageClient {...props} />
}
