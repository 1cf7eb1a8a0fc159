/**
 * Writes one search worker per locale beside the index files (out/search-index/{locale}.worker.js):
 * components/search/search.worker.ts bundled into one classic script, after the locale's base
 * file (pages and sections). A search starts with that single request; the bundler's own worker
 * output is a chain of four or five requests, one after another, and then the base file would
 * be one more, which a weak connection pays in round trips before the first result.
 * Runs after the search indexes (it reads their base files).
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { searchIndexPath, searchWorkerPath, WORKER_BASE_GLOBAL } from '../lib/search/files'

const WORKER_SOURCE = 'components/search/search.worker.ts'

/** Writes the workers of `locales` into `outDir`; returns the size of the shared code in bytes. */
export async function buildSearchWorkers(locales: readonly string[], outDir = 'out'): Promise<number> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    write: false,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const code = result.outputFiles[0]!.text
  for (const locale of locales) {
    const base = fs.readFileSync(path.join(outDir, searchIndexPath(locale)), 'utf8')
    // A JSON string parsed once is faster to load than the same data as an object literal.
    const prelude = `self.${WORKER_BASE_GLOBAL}=JSON.parse(${JSON.stringify(base)});\n`
    fs.writeFileSync(path.join(outDir, searchWorkerPath(locale)), prelude + code)
  }
  return Buffer.byteLength(code)
}
