/// <reference lib="webworker" />
// The search worker, one file per locale with the locale's base file inside
// (scripts/build-search-worker.ts): loads the rest of the index as queries need it and answers
// queries and questions off the main thread, with the same modules as the CLIs
// (lib/search/query.ts, lib/ask/answer.ts; Ask AI's code is loaded on the first question).
import type { answerQuestion } from '@/lib/ask/answer'
import type { PassagesFile } from '@/lib/ask/types'
import { excerptPlace, searchAnchorsPath, searchAskPath, searchExcerptsPath, searchPassagesPath, searchTermsPath, WORKER_ASK_GLOBAL, WORKER_BASE_GLOBAL } from '@/lib/search/files'
import { addAnchors, addExcerptAnchors, addShards, anchorEntries, createIndex, unloadedShards, type LoadedIndex } from '@/lib/search/loaded-index'
import { loadShardsFor, searchSections } from '@/lib/search/query'
import { readExcerptEntry } from '@/lib/search/section-entry'
import type { AnchorsFile, ExcerptsPart, SearchHit, SearchIndexFile, SearchShardFile } from '@/lib/search/types'
import { warmUpSteps, warmUpStepsOnBase } from '@/lib/search/warm-up'
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

let index: LoadedIndex | undefined
/** The index with no shard loaded yet, from the base file that the build put first in this file. */
async function baseIndex(): Promise<LoadedIndex> {
  if (index) return index
  const base = (self as unknown as Record<string, SearchIndexFile | undefined>)[WORKER_BASE_GLOBAL]
  if (!base || base.locale !== files?.locale) throw new Error(`search worker: no base file for locale ${files?.locale}`)
  index = createIndex(base)
  // The first query comes before the whole index (and its warm-up): a first warm-up now, while
  // its shards are on their way, one step per task so that the query never waits behind it.
  runInTasks(warmUpStepsOnBase(base, index))
  return index
}

const fetchShards = (shards: number[]) => Promise.all(shards.map((n) => fetchJson<SearchShardFile>(searchTermsPath(files!.locale, n))))

/**
 * Lets the parsed files of shards the index holds go: the index keeps what it needs of them, and
 * the files' nested arrays, kept in the fetch cache, were a quarter of the heap (pl in Node: 3.5 MB
 * beside the index's 9.8 MB), walked by every full collection. A loaded shard is never fetched again.
 */
function forgetLoadedShards(loaded: LoadedIndex): void {
  loaded.shardTerms.forEach((terms, n) => {
    if (terms) fetched.delete(searchTermsPath(loaded.locale, n))
  })
}

/** The index with every shard a query needs. */
async function indexFor(query: string): Promise<LoadedIndex> {
  const loaded = await baseIndex()
  await loadShardsFor(loaded, query, fetchShards)
  forgetLoadedShards(loaded)
  return loaded
}

/**
 * Every section's anchor, for results listed without excerpts (the modal) and Ask AI's sources.
 * The results page never needs the file: its results' anchors come with their excerpts.
 */
async function withAllAnchors(): Promise<void> {
  const loaded = await baseIndex()
  if (loaded.missingAnchors.size === 0) return
  addAnchors(loaded, anchorEntries(await fetchJson<AnchorsFile>(searchAnchorsPath(loaded.locale))))
}

/**
 * Shards fetched at once when loading the whole index ahead of need (the modal, as it opens). A
 * browser opens six connections to a host over HTTP/1.1: the rest stay free for the shards the
 * reader's query needs, which would otherwise wait behind the whole index on a slow connection.
 */
const BACKGROUND_FETCHES = 2

let warm = false
/** Runs a job's steps one per task: a message that arrives meanwhile (a reader's query) waits for one step at most. */
function runInTasks(steps: Iterator<void>): void {
  const next = () => {
    if (!steps.next().done) setTimeout(next, 0)
  }
  setTimeout(next, 0)
}
/** The index with every shard: `inBackground` leaves room for queries' own fetches. */
async function wholeIndex({ inBackground }: { inBackground: boolean }): Promise<LoadedIndex> {
  const loaded = await baseIndex()
  if (inBackground) {
    const queue = unloadedShards(loaded)
    const fetchNext = async (): Promise<void> => {
      const shard = queue.shift()
      if (shard === undefined) return
      // A query may have loaded it meanwhile (and its file has left the cache: forgetLoadedShards).
      if (!loaded.shardTerms[shard]) await fetchJson<SearchShardFile>(searchTermsPath(loaded.locale, shard))
      return fetchNext()
    }
    await Promise.all(Array.from({ length: BACKGROUND_FETCHES }, fetchNext))
  }
  // Every shard is fetched (or in flight for a query) by now: this adds them all at once.
  const rest = unloadedShards(loaded)
  const [restFiles] = await Promise.all([fetchShards(rest), withAllAnchors()])
  addShards(loaded, rest.map((n, i) => [n, restFiles[i]!]))
  forgetLoadedShards(loaded)
  if (!warm) {
    warm = true
    runInTasks(warmUpSteps(loaded))
  }
  return loaded
}

/** The first `count` hits with their excerpts (a result list shows the rest later, if at all). */
async function withExcerpts(loaded: LoadedIndex, hits: SearchHit[], count: number): Promise<SearchHit[]> {
  const partNumbers = [...new Set(hits.slice(0, count).map((hit) => excerptPlace(loaded, hit.id).part))]
  const parts = new Map(
    await Promise.all(partNumbers.map(async (n) => [n, await fetchJson<ExcerptsPart>(searchExcerptsPath(loaded.locale, n))] as const)),
  )
  for (const [n, part] of parts) addExcerptAnchors(loaded, n, part)
  return hits.map((hit, i) => {
    if (i >= count) return hit
    const { part, offset } = excerptPlace(loaded, hit.id)
    const entry = parts.get(part)?.[offset]
    return { ...hit, url: loaded.stored[hit.id]!.url, excerpt: entry === undefined ? undefined : readExcerptEntry(entry).excerpt }
  })
}

/** Loads the files a search will need (its shards, and the excerpts of the hits it will list). */
async function prepare(query: string, limit: number, excerpts: number): Promise<void> {
  const loaded = await indexFor(query)
  await withExcerpts(loaded, searchSections(loaded, query, { limit }).hits, excerpts)
}

/** Ask AI's answer function, from its own script (loaded once, on the first question). */
function answerFunction(): typeof answerQuestion {
  const scope = self as unknown as WorkerGlobalScope & Record<string, typeof answerQuestion | undefined>
  if (!scope[WORKER_ASK_GLOBAL]) scope.importScripts(`${files!.basePath}${searchAskPath(files!.locale)}`)
  return scope[WORKER_ASK_GLOBAL]!
}

async function handle(message: Exclude<WorkerRequest, { type: 'init' | 'prepare' }>): Promise<WorkerResponse> {
  const start = performance.now()
  switch (message.type) {
    case 'load':
      await wholeIndex({ inBackground: true })
      return { type: 'loaded', id: message.id, ms: performance.now() - start }
    case 'passages':
      // About to ask: the passages, the anchors of its sources, and Ask AI's code.
      await Promise.all([fetchJson<PassagesFile>(searchPassagesPath(files!.locale)), withAllAnchors()])
      answerFunction()
      return { type: 'passages-loaded', id: message.id }
    case 'search': {
      // A list without excerpts (the modal) needs every anchor; one with excerpts gets its results' anchors with them.
      const [loaded] = await Promise.all([indexFor(message.query), message.excerpts > 0 ? undefined : withAllAnchors()])
      const searchStart = performance.now()
      const response = searchSections(loaded, message.query, { limit: message.limit })
      const ms = performance.now() - searchStart
      if (message.excerpts > 0) response.hits = await withExcerpts(loaded, response.hits, message.excerpts)
      return { type: 'results', id: message.id, response, ms }
    }
    case 'ask': {
      const [loaded, passages] = await Promise.all([wholeIndex({ inBackground: false }), fetchJson<PassagesFile>(searchPassagesPath(files!.locale))])
      const answerQuestion = answerFunction()
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
  // Nobody waits for it: a failed load is tried again by the search that needs it.
  if (message.type === 'prepare') return prepare(message.query, message.limit, message.excerpts).catch(() => undefined)
  try {
    reply(await handle(message))
  } catch (error) {
    reply({ type: 'error', id: message.id, message: (error as Error).message })
  }
}
