'use client'

import type { ExtractiveAnswer } from '@/lib/ask/types'
import { EARLY_WORKER_GLOBAL, searchClientKey, type EarlyWorker } from '@/lib/search/early-search'
import { searchWorkerPath, type LocalSearchFiles } from '@/lib/search/files'
import type { SearchResponse } from '@/lib/search/types'
import type { HostedSearchConfig } from '@/lib/search/hosted'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

/**
 * The page's side of the search worker, one per locale. The worker fetches the index files
 * itself (through the page's HTTP cache and service worker), only those a query needs.
 */
export interface SearchClient {
  /** Loads the whole index, for a reader about to type; a failed load can be retried by calling it again. */
  ready(): Promise<void>
  /** Loads the section texts that Ask AI answers from (once). */
  passagesReady(): Promise<void>
  /** Ranked hits; the first `excerpts` of them carry the start of their section's text. */
  search(query: string, options?: { limit?: number; excerpts?: number }): Promise<SearchResponse & { ms: number }>
  ask(question: string, previous?: string): Promise<ExtractiveAnswer & { ms: number }>
}

export interface SearchFiles extends LocalSearchFiles {
  /** A hosted index from the site config, used for search instead of the local index. */
  hosted?: HostedSearchConfig & { language: string; siteOrigin: string; basePath: string; locale: string }
}

const clients = new Map<string, SearchClient>()

export function searchClient(files: SearchFiles): SearchClient {
  const key = searchClientKey(files.basePath, files.locale)
  let client = clients.get(key)
  if (!client) {
    // A worker whose file failed to load is dropped, so that the next search starts a new one.
    client = createClient(files, () => clients.delete(key))
    clients.set(key, client)
  }
  return client
}

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void }
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** User Timing mark set when the whole index is loaded in the worker. */
export const SEARCH_READY_MARK = 'docs:search-ready'

/** The worker the results page's inline script started for this client, if it is still good (lib/search/early-search.ts). */
function takeEarlyWorker(key: string): Worker | undefined {
  const early = (window as unknown as Record<string, EarlyWorker | undefined>)[EARLY_WORKER_GLOBAL]
  if (!early || early.key !== key) return undefined
  delete (window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL]
  if (!early.failed) return early.worker
  early.worker.terminate()
  return undefined
}

function createClient({ basePath, locale }: SearchFiles, onBroken: () => void): SearchClient {
  const worker = takeEarlyWorker(searchClientKey(basePath, locale)) ?? new Worker(`${basePath}${searchWorkerPath(locale)}`)
  worker.postMessage({ type: 'init', basePath, locale } satisfies WorkerRequest)
  let nextId = 1
  const pending = new Map<number, Pending>()

  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.type === 'error') waiting.reject(new Error(message.message))
    else if (message.type === 'results') waiting.resolve({ ...message.response, ms: message.ms } as never)
    else if (message.type === 'answer') waiting.resolve({ ...message.answer, ms: message.ms } as never)
    else waiting.resolve(undefined as never)
  }
  // A worker that cannot start (its file failed to load) fails every request waiting on it.
  let broken: Error | undefined
  worker.onerror = (event) => {
    event.preventDefault()
    broken = new Error(`search worker: ${event.message || 'failed to load'}`)
    for (const waiting of pending.values()) waiting.reject(broken)
    pending.clear()
    onBroken()
  }

  const request = <T,>(message: WithoutId<Exclude<WorkerRequest, { type: 'init' | 'prepare' }>>) => {
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      if (broken) return reject(broken)
      pending.set(id, { resolve: resolve as never, reject })
      worker.postMessage({ ...message, id } as WorkerRequest)
    })
  }

  /** Runs a load once, but lets a failed one be tried again. */
  function once(load: () => Promise<void>) {
    let promise: Promise<void> | undefined
    return () => {
      promise ??= load().catch((error: Error) => {
        promise = undefined
        throw error
      })
      return promise
    }
  }

  return {
    ready: once(async () => {
      await request({ type: 'load' })
      // For `npm run bench`: when search became ready (User Timing; nothing leaves the page).
      performance.mark(SEARCH_READY_MARK)
    }),
    passagesReady: once(() => request({ type: 'passages' })),
    search: (query, { limit = 20, excerpts = 0 } = {}) => request({ type: 'search', query, limit, excerpts }),
    ask: (question, previous) => request({ type: 'ask', question, previous }),
  }
}
