/**
 * The search worker of each locale (out/search-index/{locale}.worker.js): the code of
 * components/search/search.worker.ts bundled into one classic script, after the locale's base
 * file (pages and sections). A search starts with that single request; the bundler's own worker
 * output is a chain of four or five requests, one after another, and then the base file would
 * be one more, which a weak connection pays in round trips before the first result.
 * scripts/build-search-index.ts writes the files, with each locale's index.
 */
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { bundleBrowserScript } from './browser-bundle'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { WORKER_BASE_GLOBAL } from '../lib/search/files'

const WORKER_SOURCE = 'components/search/search.worker.ts'
const ASK_SOURCE = 'components/search/ask-script.ts'

/**
 * Data modules with a table per language (stop words, question patterns). A locale's worker only
 * ever reads its own language's entry and English (lib/search/stopwords.ts,
 * lib/ask/question-shape.ts), so it is built with those alone: a third of the worker's code was
 * the other languages' lists.
 */
const LANGUAGE_TABLES = /lib[\\/](?:search[\\/]stopword-lists|ask[\\/]question-patterns)\.ts$/

/** A value as JavaScript source: JSON, with regular expressions as literals. */
function source(value: unknown): string {
  if (value instanceof RegExp) return value.toString()
  if (Array.isArray(value)) return `[${value.map(source).join(',')}]`
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${source(v)}`).join(',')}}`
  return JSON.stringify(value)
}

function languageTables(locale: string): Plugin {
  const keep = new Set([locale, DEFAULT_LOCALE])
  return {
    name: 'language-tables',
    setup(build) {
      build.onLoad({ filter: LANGUAGE_TABLES }, async (args) => {
        const module = (await import(pathToFileURL(args.path).href)) as Record<string, Record<string, unknown>>
        const exports = Object.entries(module).map(([name, table]) => {
          const subset = Object.fromEntries(Object.entries(table).filter(([language]) => keep.has(language)))
          return `export const ${name} = ${source(subset)}`
        })
        return { contents: exports.join('\n'), loader: 'js' }
      })
    },
  }
}

/** A locale's worker code, and Ask AI's code that it loads on the first question. */
export async function bundleSearchWorker(locale: string): Promise<{ worker: string; ask: string }> {
  const [worker, ask] = await Promise.all(
    [WORKER_SOURCE, ASK_SOURCE].map(async (entry) => (await bundleBrowserScript(entry, { plugins: [languageTables(locale)] })).outputFiles![0]!.text),
  )
  return { worker: worker!, ask: ask! }
}

/** A locale's worker file: its base file (JSON), then the code. */
export function searchWorkerFile(code: string, baseJson: string): string {
  // A JSON string parsed once is faster to load than the same data as an object literal.
  return `self.${WORKER_BASE_GLOBAL}=JSON.parse(${JSON.stringify(baseJson)});\n${code}`
}
