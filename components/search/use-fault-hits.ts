'use client'

import { useEffect, useState } from 'react'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import { faultSearchHits } from '@/lib/faults/search-hits'
import { mayBeFaultQuery, type FaultSearchSetup } from '@/lib/faults/search-setup'
import type { FaultLookupData } from '@/lib/faults/view'
import type { SearchHit } from '@/lib/search/types'

/**
 * The code and LED matches that go first in the search results (lib/faults/search-hits.ts). The
 * lookup file loads only for a query that may be a code or an LED description, once per page.
 */
export function useFaultHits(query: string, setup: FaultSearchSetup | undefined, readerLang: string): SearchHit[] {
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] })
  const wanted = setup !== undefined && query.trim() !== '' && mayBeFaultQuery(query, setup)
  useEffect(() => {
    if (!wanted || !setup) return
    let current = true
    loadJsonOnce<FaultLookupData>(setup.dataUrl).then(
      (data) => current && setFound({ query, hits: faultSearchHits(query, data, readerLang) }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted, setup, query, readerLang])
  return wanted && found.query === query ? found.hits : NO_HITS
}

/** One empty list for every render without code matches, so that what lists them can skip a render. */
const NO_HITS: SearchHit[] = []
