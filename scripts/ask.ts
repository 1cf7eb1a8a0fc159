/**
 * `npm run ask -- --locale en "How do I reset the controller?"`: the extractive answer and its
 * citations as JSON, from the exported index with the same code as the browser worker.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { answerQuestion } from '../lib/ask/answer'
import { loadSearchIndex } from '../lib/search/query'
import { SEARCH_INDEX_DIR } from '../lib/search/files'
import type { SearchIndexFile } from '../lib/search/types'
import type { PassagesFile } from '../lib/ask/types'

const { values, positionals } = parseArgs({
  options: { locale: { type: 'string', default: 'en' }, previous: { type: 'string' }, out: { type: 'string', default: 'out' } },
  allowPositionals: true,
})
const dir = path.join(values.out!, SEARCH_INDEX_DIR)
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T
if (!fs.existsSync(path.join(dir, `${values.locale}.json`))) {
  console.error(`${dir}/${values.locale}.json does not exist: run npm run build first (or pass --out)`)
  process.exit(1)
}
const index = await loadSearchIndex(read<SearchIndexFile>(`${values.locale}.json`))
const passages = read<PassagesFile>(`${values.locale}.passages.json`)
const start = performance.now()
const answer = answerQuestion(index, passages, positionals.join(' '), { previous: values.previous })
const ms = Math.round((performance.now() - start) * 100) / 100
console.log(JSON.stringify({ found: answer.found, answer: answer.sentences, sources: answer.sources, ms }, null, 2))
