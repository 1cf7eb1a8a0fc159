'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH } from '@/lib/constants'
import type { SearchResponse } from '@/lib/search/types'
import { searchClient, type SearchFiles } from './search-client'
import { createAnswerOrder, queryDelay } from './search-timing'
import { hostedSearchRequest, mapHostedHits } from '@/lib/search/hosted'
import { DOCS_VERSION_LABEL } from '@/lib/constants'

async function hostedSearch(hosted: NonNullable<SearchFiles['hosted']>, query: string, limit: number) {
  const { url, init } = hostedSearchRequest(hosted, query, { language: hosted.language, version: DOCS_VERSION_LABEL, limit })
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`hosted search: HTTP ${response.status}`)
  const body = (await response.json()) as { hits: Parameters<typeof mapHostedHits>[0] }
  return { ...mapHostedHits(body.hits, query, hosted.siteOrigin, hosted.basePath, hosted.locale), ms: 0 }
}

export type SearchStatus = 'idle' | 'loading' | 'error' | 'done'

export const SEARCH_TIMING_MARK = 'docs:search-worker'

/** Fired after every search for analytics hooks; nothing is sent anywhere by default. */
export const SEARCH_EVENT = 'docs:search'

export interface SearchEventDetail {
  url: string
  query: string
  hits: number
}

/**
 * Search in the worker as the reader types: the first keystroke after a pause searches at once,
 * a burst of keystrokes is debounced (SEARCH.debounceMs after the last one), and an older
 * answer never replaces a newer one. The index loads on first use; a failed load shows the
 * error state and `retry` loads it again.
 */
export function useSearch(
  files: SearchFiles,
  query: string,
  { limit = SEARCH.maxResults, excerpts = 0, preload = true }: { limit?: number; excerpts?: number; preload?: boolean } = {},
) {
  const [status, setStatus] = useState<SearchStatus>('idle')
  // With the query and the number of hits that carry excerpts it was made for.
  const [response, setResponse] = useState<SearchResponse & { query: string; excerpts: number }>()
  const [attempt, setAttempt] = useState(0)
  const [order] = useState(createAnswerOrder)
  const previousChange = useRef<number>(undefined)

  // The modal starts loading the whole index as soon as it opens, before the first word is typed;
  // the results page (preload: false) loads only what its query needs.
  useEffect(() => {
    if (files.hosted || !preload) return
    searchClient(files)
      .ready()
      .catch(() => setStatus((s) => (s === 'loading' ? 'error' : s)))
  }, [files.basePath, files.locale, preload, attempt]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const text = query.trim()
    if (!text) {
      order.dropPending()
      previousChange.current = undefined
      setStatus('idle')
      setResponse(undefined)
      return
    }
    const now = performance.now()
    const delay = queryDelay(now, previousChange.current, SEARCH.debounceMs)
    previousChange.current = now
    const timer = window.setTimeout(async () => {
      const n = order.issue()
      setStatus('loading')
      try {
        const result = files.hosted ? await hostedSearch(files.hosted, text, limit) : await searchClient(files).search(text, { limit, excerpts })
        if (!order.accept(n)) return
        setResponse({ ...result, query: text, excerpts })
        setStatus('done')
        const detail: SearchEventDetail = { url: window.location.href, query: text, hits: result.hits.length }
        window.dispatchEvent(new CustomEvent(SEARCH_EVENT, { detail }))
        // Time spent in the worker, for `npm run bench` (User Timing; nothing leaves the page).
        performance.mark(SEARCH_TIMING_MARK, { detail: { ms: result.ms } })
      } catch {
        if (order.isLatest(n)) setStatus('error')
      }
    }, delay)
    return () => window.clearTimeout(timer)
  }, [files.basePath, files.locale, query, limit, excerpts, attempt]) // eslint-disable-line react-hooks/exhaustive-deps

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // The previous results stay listed while the next query runs: no blink per keystroke, and a
  // focused link among them is not pulled from under the keyboard.
  const listsHits = (status === 'done' || status === 'loading') && (response?.hits.length ?? 0) > 0
  return { status, response, retry, listsHits }
}
