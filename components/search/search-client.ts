'use client'

import type { SearchResponse } from '@/lib/search/types'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

/**
 * The page's side of the search worker, one per index URL. The index is fetched here (so it
 * goes through the page's HTTP cache and offline copy) and handed to the worker to parse.
 */
export interface SearchClient {
  /** Loads the index once; a failed load can be retried by calling it again. */
  ready(): Promise<void>
  search(query: string, limit?: number): Promise<SearchResponse & { ms: number }>
}

const clients = new Map<string, SearchClient>()

export function searchClient(indexUrl: string): SearchClient {
  let client = clients.get(indexUrl)
  if (!client) {
    client = createClient(indexUrl)
    clients.set(indexUrl, client)
  }
  return client
}

function createClient(indexUrl: string): SearchClient {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })
  let loading: Promise<void> | undefined
  let nextId = 1
  const pending = new Map<number, { resolve: (r: SearchResponse & { ms: number }) => void; reject: (e: Error) => void }>()
  let onLoaded: { resolve: () => void; reject: (e: Error) => void } | undefined

  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data
    if (message.type === 'loaded') onLoaded?.resolve()
    else if (message.type === 'results') {
      pending.get(message.id)?.resolve({ ...message.response, ms: message.ms })
      pending.delete(message.id)
    } else if (message.type === 'error') {
      if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)!.reject(new Error(message.message))
        pending.delete(message.id)
      } else onLoaded?.reject(new Error(message.message))
    }
  }

  async function load() {
    const response = await fetch(indexUrl)
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
    const data = await response.arrayBuffer()
    await new Promise<void>((resolve, reject) => {
      onLoaded = { resolve, reject }
      worker.postMessage({ type: 'load', data } satisfies WorkerRequest, [data])
    })
  }

  return {
    ready() {
      loading ??= load().catch((error: Error) => {
        loading = undefined
        throw error
      })
      return loading
    },
    async search(query, limit = 20) {
      await this.ready()
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ type: 'search', id, query, limit } satisfies WorkerRequest)
      })
    },
  }
}
