import { searchWorkerPath } from './files'

/** Where the results page's inline script leaves the worker it started, for the search client. */
export const EARLY_WORKER_GLOBAL = '__docsSearchWorker'

/** What the inline script leaves: the worker, the client key it serves, and whether it failed to start. */
export interface EarlyWorker {
  key: string
  worker: Worker
  failed?: boolean
}

/** The key of a locale's search client (one worker per base path and locale). */
export function searchClientKey(basePath: string, locale: string): string {
  return `${basePath}/${locale}`
}

export interface EarlySearchOptions {
  basePath: string
  locale: string
  /** The results page's search: how many hits, and how many of them with excerpts. */
  limit: number
  excerpts: number
}

/**
 * Inline script of the results page. With a query in `?q=`, it starts the search worker while
 * the page is parsed and asks it to load what that query needs (shards, excerpts),
 * so those requests run beside the page's scripts instead of one after another once the page is
 * interactive (over a slow phone connection, each is a round trip of half a second or more).
 * The search client adopts the worker (components/search/search-client.ts); the worker answers
 * the page's search from the files already loaded.
 */
export function earlySearchScript({ basePath, locale, limit, excerpts }: EarlySearchOptions): string {
  const early = JSON.stringify(EARLY_WORKER_GLOBAL)
  return `(function(){try{var q=new URLSearchParams(location.search).get('q');if(!q||!q.trim())return;
var w=new Worker(${JSON.stringify(basePath + searchWorkerPath(locale))}),e={key:${JSON.stringify(searchClientKey(basePath, locale))},worker:w};
w.onerror=function(){e.failed=true};
w.postMessage({type:'init',basePath:${JSON.stringify(basePath)},locale:${JSON.stringify(locale)}});
w.postMessage({type:'prepare',query:q,limit:${limit},excerpts:${excerpts}});
window[${early}]=e}catch(x){}})()`
}
