import type { ExtractiveAnswer } from '@/lib/ask/types'
import type { SearchResponse } from '@/lib/search/types'

/**
 * Messages between the page and the search worker. `init` comes first and names the locale's
 * files; every other request carries an id that its answer (or error) repeats.
 */
export type WorkerRequest =
  | { type: 'init'; basePath: string; locale: string }
  /** Load what a search will need, without answering (the results page's inline script). */
  | { type: 'prepare'; query: string; limit: number; excerpts: number }
  /** The whole index, for a reader who is about to type (the modal). */
  | { type: 'load'; id: number }
  | { type: 'passages'; id: number }
  /** `excerpts`: how many hits, from the first, get their section's excerpt. */
  | { type: 'search'; id: number; query: string; limit: number; excerpts: number }
  | { type: 'ask'; id: number; question: string; previous?: string }

export type WorkerResponse =
  | { type: 'loaded'; id: number; ms: number }
  | { type: 'passages-loaded'; id: number }
  | { type: 'results'; id: number; response: SearchResponse; ms: number }
  | { type: 'answer'; id: number; answer: ExtractiveAnswer; ms: number }
  | { type: 'error'; id: number; message: string }
