'use client'

import type { ExtractiveAnswer } from '@/lib/ask/types'
import type { SearchResponse } from '@/lib/search/types'
import type { HostedSearchConfig } from '@/lib/search/hosted'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

/**
 * The page's side of the search worker, one per locale. Index and passages are fetched here
 * (through the page's HTTP cache and offline copy) and handed to the worker to parse.
 */
export interface SearchClient {
  /** Loads the index once; a failed load can be retried by calling it again. */
  ready(): Promise<void>
  /** Loads the section texts that Ask AI answers from (once). */
  passagesReady(): Promise<void>
  search(query: string, limit?: number): Promise<SearchResponse & { ms: number }>
  ask(question: string, previous?: string): Promise<ExtractiveAnswer & { ms: number }>
}

export interface SearchFiles {
  indexUrl: string
  passagesUrl: string
  /** A hosted index from the site config, used for search instead of the local index. */
  hosted?: HostedSearchConfig & { language: string; siteOrigin: string; basePath: string; locale: string }
}

const clients = new Map<string, SearchClient>()

export function searchClient(files: SearchFiles): SearchClient {
  let client = clients.get(files.indexUrl)
  if (!client) {
    client = createClient(files)
    clients.set(files.indexUrl, client)
  }
  return client
}

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void }
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** User Timing mark set when the index is loaded in the worker. */
export const SEARCH_READY_MARK = 'docs:search-ready'

function createClient({ indexUrl, passagesUrl }: SearchFiles): SearchClient {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })
  let nextId = 1
  const pending = new Map<number, Pending>()
  const waiting = new Map<'loaded' | 'passages-loaded', Pending>()

  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data
    if (message.type === 'loaded' || message.type === 'passages-loaded') {
      waiting.get(message.type)?.resolve(undefined as never)
      waiting.delete(message.type)
    } else if (message.type === 'results' || message.type === 'answer') {
      const value = message.type === 'results' ? { ...message.response, ms: message.ms } : { ...message.answer, ms: message.ms }
      pending.get(message.id)?.resolve(value as never)
      pending.delete(message.id)
    } else if (message.type === 'error') {
      if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)!.reject(new Error(message.message))
        pending.delete(message.id)
      } else {
        for (const [key, entry] of waiting) entry.reject(new Error(message.message)), waiting.delete(key)
      }
    }
  }

  async function transfer(url: string, type: 'load' | 'passages', done: 'loaded' | 'passages-loaded') {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    const data = await response.arrayBuffer()
    await new Promise<void>((resolve, reject) => {
      waiting.set(done, { resolve: resolve as never, reject })
      worker.postMessage({ type, data } satisfies WorkerRequest, [data])
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

  const request = <T,>(message: WithoutId<Extract<WorkerRequest, { id: number }>>) => {
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as never, reject })
      worker.postMessage({ ...message, id } as WorkerRequest)
    })
  }

  const ready = once(async () => {
    await transfer(indexUrl, 'load', 'loaded')
    // For `npm run bench`: when search became ready (User Timing; nothing leaves the page).
    performance.mark(SEARCH_READY_MARK)
  })
  const passagesReady = once(async () => {
    await ready()
    await transfer(passagesUrl, 'passages', 'passages-loaded')
  })

  return {
    ready,
    passagesReady,
    async search(query, limit = 20) {
      await ready()
      return request({ type: 'search', query, limit })
    },
    async ask(question, previous) {
      await passagesReady()
      return request({ type: 'ask', question, previous })
    },
  }
}
