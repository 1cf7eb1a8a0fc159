/**
 * `npm run search -- --locale nl "query"`: the ranked results of the exported index as JSON
 * lines, with the same index file and query module as the browser worker.
 */
import './quiet-pipe'
import { parseArgs } from 'node:util'
import { readFaultLookup } from '../lib/faults/read-lookup-file'
import { faultSearchHits } from '../lib/faults/search-hits'
import { searchSections } from '../lib/search/query'
import { hasSearchIndex, readSearchIndex } from '../lib/search/read-index-files'
import { searchIndexPath } from '../lib/search/files'

const { values, positionals } = parseArgs({
  options: { locale: { type: 'string', default: 'en' }, limit: { type: 'string', default: '20' }, out: { type: 'string', default: 'out' } },
  allowPositionals: true,
})
const query = positionals.join(' ')
if (!hasSearchIndex(values.out!, values.locale!)) {
  console.error(`${values.out}${searchIndexPath(values.locale!)} does not exist: run npm run build first (or pass --out)`)
  process.exit(1)
}
const index = readSearchIndex(values.out!, values.locale!)
// A code or an LED description: its cards first, as the modal and the results page list them.
const faults = readFaultLookup(values.out!, values.locale!)
if (faults) {
  for (const hit of faultSearchHits(query, faults, values.locale!)) console.log(JSON.stringify({ url: hit.url, title: hit.title, label: hit.label, heading: hit.heading, card: true }))
}
const { hits, suggestion } = searchSections(index, query, { limit: Number(values.limit) })
for (const hit of hits) {
  console.log(JSON.stringify({ url: hit.url, title: hit.title, label: hit.label, heading: hit.heading, score: hit.score }))
}
if (hits.length === 0 && suggestion) console.error(`no results; did you mean: ${suggestion}`)
