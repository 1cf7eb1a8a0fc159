/**
 * `npm run ask -- --locale en "How do I reset the controller?"`: the extractive answer and its
 * citations as JSON, from the exported index with the same code as the browser worker.
 */
import { parseArgs } from 'node:util'
import { answerQuestion } from '../lib/ask/answer'
import { faultAnswer } from '../lib/faults/answer'
import { readFaultLookup } from '../lib/faults/read-lookup-file'
import { hasSearchIndex, readPassages, readSearchIndex } from '../lib/search/read-index-files'
import { searchIndexPath } from '../lib/search/files'

const { values, positionals } = parseArgs({
  options: { locale: { type: 'string', default: 'en' }, previous: { type: 'string' }, out: { type: 'string', default: 'out' } },
  allowPositionals: true,
})
if (!hasSearchIndex(values.out!, values.locale!)) {
  console.error(`${values.out}${searchIndexPath(values.locale!)} does not exist: run npm run build first (or pass --out)`)
  process.exit(1)
}
const index = readSearchIndex(values.out!, values.locale!)
const passages = readPassages(values.out!, values.locale!)
const start = performance.now()
// A code or an LED description is answered from its card, as in the modal.
const faults = readFaultLookup(values.out!, values.locale!)
const question = positionals.join(' ')
const answer = (faults && faultAnswer(question, faults)) ?? answerQuestion(index, passages, question, { previous: values.previous })
const ms = Math.round((performance.now() - start) * 100) / 100
console.log(JSON.stringify({ found: answer.found, shape: answer.shape, answer: answer.sentences, sources: answer.sources, closest: answer.closest, ms }, null, 2))
