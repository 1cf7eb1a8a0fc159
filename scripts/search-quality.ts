/**
 * `npm run search:quality`: search relevance and Ask AI citations on the tuning sets and on the
 * held-out set, per language group (scripts/bench/quality.ts). `--misses` lists the tuning sets'
 * misses; the held-out set is only ever scored, never listed query by query: the ranking is not
 * tuned on it.
 */
import { parseArgs } from 'node:util'
import { measureQuality, qualityTable } from './bench/quality'
import { runScript } from './run-script'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' }, misses: { type: 'boolean', default: false } } })

runScript(async () => {
  const report = await measureQuality(values.out!)
  console.log(qualityTable(report))
  if (values.misses) console.log(['', ...report.tuningMisses].join('\n'))
})
