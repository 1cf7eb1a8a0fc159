/// <reference lib="webworker" />
// The search worker: imports a locale's index once and answers queries off the main thread,
// with the same query module as the CLI (lib/search/query.ts).
import { loadSearchIndex, searchSections, type LoadedIndex } from '@/lib/search/query'
import type { SearchIndexFile } from '@/lib/search/types'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

let index: LoadedIndex | undefined

function reply(message: WorkerResponse) {
  ;(self as unknown as DedicatedWorkerGlobalScope).postMessage(message)
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  try {
    if (message.type === 'load') {
      const start = performance.now()
      const file = JSON.parse(new TextDecoder().decode(message.data)) as SearchIndexFile
      index = await loadSearchIndex(file)
      reply({ type: 'loaded', ms: performance.now() - start })
    } else if (message.type === 'search') {
      if (!index) throw new Error('search index not loaded')
      const start = performance.now()
      const response = searchSections(index, message.query, { limit: message.limit })
      reply({ type: 'results', id: message.id, response, ms: performance.now() - start })
    }
  } catch (error) {
    reply({ type: 'error', id: 'id' in message ? message.id : undefined, message: (error as Error).message })
  }
}
