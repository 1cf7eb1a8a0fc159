/**
 * The search worker of each locale (out/search-index/{locale}.worker.js): the code of
 * components/search/search.worker.ts bundled into one classic script, after the locale's base
 * file (pages and sections). A search starts with that single request; the bundler's own worker
 * output is a chain of four or five requests, one after another, and then the base file would
 * be one more, which a weak connection pays in round trips before the first result.
 * scripts/build-search-index.ts writes the files, with each locale's index.
 */
import { bundleBrowserScript } from './browser-bundle'
import { WORKER_BASE_GLOBAL } from '../lib/search/files'

const WORKER_SOURCE = 'components/search/search.worker.ts'

/** The worker's code, the same for every locale. */
export async function bundleSearchWorker(): Promise<string> {
  const result = await bundleBrowserScript(WORKER_SOURCE)
  return result.outputFiles![0]!.text
}

/** A locale's worker file: its base file (JSON), then the code. */
export function searchWorkerFile(code: string, baseJson: string): string {
  // A JSON string parsed once is faster to load than the same data as an object literal.
  return `self.${WORKER_BASE_GLOBAL}=JSON.parse(${JSON.stringify(baseJson)});\n${code}`
}
