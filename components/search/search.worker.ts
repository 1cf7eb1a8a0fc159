/// <reference lib="webworker" />
// The search worker, bundled into one file by scripts/build-search-worker.ts: loads a locale's
// index files as queries need them and answers queries and questions off the main thread, with
// the same modules as the CLIs (lib/search/query.ts, lib/ask/answer.ts).
import { answerQuestion } from '@/lib/ask/answer'
import type { PassagesFile } from '@/lib/ask/types'
import { searchExcerptsPath, searchIndexPath, searchPassagesPath, searchTermsPath } from '@/lib/search/files'
import { addShards, createIndex, unloadedShards, type LoadedIndex } from '@/lib/search/loaded-index'
import { missingShards, searchSections } from '@/lib/search/query'
import type { ExcerptsPart, SearchHit, SearchIndexFile, SearchShardFile } from '@/lib/search/types'
import { warmUpSearch } from '@/lib/search/warm-up'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

let files: { basePath: string; locale: string } | undefined

function reply(message: WorkerResponse) {
  ;(self as unknown as DedicatedWorkerGlobalScope).postMessage(message)
}

/** One fetch per file, shared by the requests that need it; a failed one is tried again next time. */
const fetched = new Map<string, Promise<unknown>>()
function fetchJson<T>(sitePath: string): Promise<T> {
  if (!files) return Promise.reject(new Error('search worker: no init message'))
  let promise = fetched.get(sitePath)
  if (!promise) {
    const url = `${files.basePath}${sitePath}`
    promise = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      return response.json()
    })
    promise.catch(() => fetched.delete(sitePath))
    fetched.set(sitePath, promise)
  }
  return promise as Promise<T>
}

let index: Promise<LoadedIndex> | undefined
function baseIndex(): Promise<LoadedIndex> {
  index ??= fetchJson<SearchIndexFile>(searchIndexPath(files!.locale)).then(createIndex)
  index.catch(() => (index = undefined))
  return index
}

async function loadShards(loaded: LoadedIndex, shards: number[]): Promise<void> {
  const parts = await Promise.all(shards.map((n) => fetchJson<SearchShardFile>(searchTermsPath(loaded.locale, n))))
  addShards(loaded, shards.map((n, i) => [n, parts[i]!]))
}

/** The index with every shard a query needs (two rounds at most: its words, then a typo's whole vocabulary). */
async function indexFor(query: string): Promise<LoadedIndex> {
  const loaded = await baseIndex()
  for (let missing = missingShards(loaded, query); missing.length > 0; missing = missingShards(loaded, query)) await loadShards(loaded, missing)
  return loaded
}

let warm = false
async function wholeIndex(): Promise<LoadedIndex> {
  const loaded = await baseIndex()
  await loadShards(loaded, unloadedShards(loaded))
  if (!warm) {
    warm = true
    warmUpSearch(loaded)
  }
  return loaded
}

/** The first `count` hits with their excerpts (a result list shows the rest later, if at all). */
async function withExcerpts(loaded: LoadedIndex, hits: SearchHit[], count: number): Promise<SearchHit[]> {
  const perPart = loaded.excerptsPerPart
  const partNumbers = [...new Set(hits.slice(0, count).map((hit) => Math.floor(hit.id / perPart)))]
  const parts = new Map(
    await Promise.all(partNumbers.map(async (n) => [n, await fetchJson<ExcerptsPart>(searchExcerptsPath(loaded.locale, n))] as const)),
  )
  return hits.map((hit, i) => (i < count ? { ...hit, excerpt: parts.get(Math.floor(hit.id / perPart))?.[hit.id % perPart] } : hit))
}

async function handle(message: Exclude<WorkerRequest, { type: 'init' }>): Promise<WorkerResponse> {
  const start = performance.now()
  switch (message.type) {
    case 'load':
      await wholeIndex()
      return { type: 'loaded', id: message.id, ms: performance.now() - start }
    case 'passages':
      await fetchJson<PassagesFile>(searchPassagesPath(files!.locale))
      return { type: 'passages-loaded', id: message.id }
    case 'search': {
      const loaded = await indexFor(message.query)
      const searchStart = performance.now()
      const response = searchSections(loaded, message.query, { limit: message.limit })
      const ms = performance.now() - searchStart
      if (message.excerpts > 0) response.hits = await withExcerpts(loaded, response.hits, message.excerpts)
      return { type: 'results', id: message.id, response, ms }
    }
    case 'ask': {
      const [loaded, passages] = await Promise.all([wholeIndex(), fetchJson<PassagesFile>(searchPassagesPath(files!.locale))])
      const askStart = performance.now()
      const answer = answerQuestion(loaded, passages, message.question, { previous: message.previous })
      return { type: 'answer', id: message.id, answer, ms: performance.now() - askStart }
    }
  }
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  if (message.type === 'init') {
    files = { basePath: message.basePath, locale: message.locale }
    return
  }
  try {
    reply(await handle(message))
  } catch (error) {
    reply({ type: 'error', id: message.id, message: (error as Error).message })
  }
}
