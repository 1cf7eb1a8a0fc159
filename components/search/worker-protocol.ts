import type { ExtractiveAnswer } from '@/lib/ask/types'
import type { SearchResponse } from '@/lib/search/types'

export type WorkerRequest =
  | { type: 'load'; data: ArrayBuffer }
  | { type: 'passages'; data: ArrayBuffer }
  | { type: 'search'; id: number; query: string; limit: number }
  | { type: 'ask'; id: number; question: string; previous?: string }

export type WorkerResponse =
  | { type: 'loaded'; ms: number }
  | { type: 'passages-loaded' }
  | { type: 'results'; id: number; response: SearchResponse; ms: number }
  | { type: 'answer'; id: number; answer: ExtractiveAnswer; ms: number }
  | { type: 'error'; id?: number; message: string }
