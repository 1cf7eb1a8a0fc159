/**
 * Bundles the search worker (components/search/search.worker.ts) into one classic script beside
 * the index files (out/search-index/worker.js). A page starts it with a single request; the
 * bundler's own worker output is a chain of four or five, one after another, which a weak
 * connection pays in round trips before the first result.
 */
import path from 'node:path'
import { build } from 'esbuild'
import { SEARCH_WORKER_PATH } from '../lib/search/files'

const WORKER_SOURCE = 'components/search/search.worker.ts'

/** Writes the worker into `outDir`; returns its size in bytes. */
export async function buildSearchWorker(outDir = 'out'): Promise<number> {
  const outfile = path.join(outDir, SEARCH_WORKER_PATH)
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.metafile.outputs[path.relative(process.cwd(), outfile).split(path.sep).join('/')]?.bytes ?? 0
}
