/// <reference lib="webworker" />
// The search worker: imports a locale's index once and answers queries and questions off the
// main thread, with the same modules as the CLIs (lib/search/query.ts, lib/ask/answer.ts).
import { answerQuestion } from '@/lib/ask/answer'
import type { PassagesFile } from '@/lib/ask/types'
import { loadSearchIndex, searchSections, type LoadedIndex } from '@/lib/search/query'
import type { SearchIndexFile } from '@/lib/search/types'
import { warmUpSearch } from '@/lib/search/warm-up'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

let index: LoadedIndex | undefined
let passages: PassagesFile | undefined

function reply(message: WorkerResponse) {
  ;(self as unknown as DedicatedWorkerGlobalScope).postMessage(message)
}

const decode = <T,>(data: ArrayBuffer): T => JSON.parse(new TextDecoder().decode(data)) as T

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  try {
    if (message.type === 'load') {
      const start = performance.now()
      index = await loadSearchIndex(decode<SearchIndexFile>(message.data))
      warmUpSearch(index)
      reply({ type: 'loaded', ms: performance.now() - start })
    } else if (message.type === 'passages') {
      passages = decode<PassagesFile>(message.data)
      reply({ type: 'passages-loaded' })
    } else if (message.type === 'search') {
      if (!index) throw new Error('search index not loaded')
      const start = performance.now()
      const response = searchSections(index, message.query, { limit: message.limit })
      reply({ type: 'results', id: message.id, response, ms: performance.now() - start })
    } else if (message.type === 'ask') {
      if (!index || !passages) throw new Error('search index not loaded')
      const start = performance.now()
      const answer = answerQuestion(index, passages, message.question, { previous: message.previous })
      reply({ type: 'answer', id: message.id, answer, ms: performance.now() - start })
    }
  } catch (error) {
    reply({ type: 'error', id: 'id' in message ? message.id : undefined, message: (error as Error).message })
  }
}
