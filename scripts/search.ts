/**
 * `npm run search -- --locale nl "query"`: the ranked results of the exported index as JSON
 * lines, with the same index file and query module as the browser worker.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadSearchIndex, searchSections } from '../lib/search/query'
import { SEARCH_INDEX_DIR } from '../lib/search/files'
import type { SearchIndexFile } from '../lib/search/types'

const { values, positionals } = parseArgs({
  options: { locale: { type: 'string', default: 'en' }, limit: { type: 'string', default: '20' }, out: { type: 'string', default: 'out' } },
  allowPositionals: true,
})
const query = positionals.join(' ')
const file = path.join(values.out!, SEARCH_INDEX_DIR, `${values.locale}.json`)
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist: run npm run build first (or pass --out)`)
  process.exit(1)
}
const index = await loadSearchIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile)
const { hits, suggestion } = searchSections(index, query, { limit: Number(values.limit) })
for (const hit of hits) {
  console.log(JSON.stringify({ url: hit.url, title: hit.title, label: hit.label, heading: hit.heading, score: hit.score }))
}
if (hits.length === 0 && suggestion) console.error(`no results; did you mean: ${suggestion}`)
