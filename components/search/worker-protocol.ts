import type { SearchResponse } from '@/lib/search/types'

export type WorkerRequest =
  | { type: 'load'; data: ArrayBuffer }
  | { type: 'search'; id: number; query: string; limit: number }

export type WorkerResponse =
  | { type: 'loaded'; ms: number }
  | { type: 'results'; id: number; response: SearchResponse; ms: number }
  | { type: 'error'; id?: number; message: string }
