/**
 * `npm run search:quality`: search relevance and Ask citations on the tuning set
 * (tests/search-queries.ts, tests/ask-questions.ts) and on the held-out set (tests/held-out/),
 * per language group, against the exported indexes. `--misses` lists the tuning set's misses;
 * the held-out set is only ever scored, never listed query by query: the ranking is not tuned on it.
 */
import { parseArgs } from 'node:util'
import { LANGUAGE_GROUPS, evaluateRelevance, languageGroup, relevanceScores } from '../tests/search-relevance'
import { evaluateAsk } from '../tests/ask-evaluation'
import { HELD_OUT_QUERIES, HELD_OUT_QUESTIONS } from '../tests/held-out'
import { runScript } from './run-script'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' }, misses: { type: 'boolean', default: false } } })

const f = (n: number) => n.toFixed(3)

runScript(async () => {
  const out = values.out!
  const sets = [
    { name: 'tuning', search: await evaluateRelevance(out), ask: await evaluateAsk(out) },
    { name: 'held-out', search: await evaluateRelevance(out, HELD_OUT_QUERIES), ask: await evaluateAsk(out, HELD_OUT_QUESTIONS) },
  ]
  console.log('| set | group | queries | hit@1 | hit@5 | MRR@10 | Ask questions | Ask cited |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|')
  for (const set of sets) {
    for (const group of ['all', ...LANGUAGE_GROUPS] as const) {
      const s = group === 'all' ? set.search : set.search.groups[group]
      const asked = set.ask.results.filter((r) => group === 'all' || languageGroup(r.question.locale) === group)
      const cited = asked.length ? f(asked.filter((r) => r.cited).length / asked.length) : '—'
      console.log(`| ${set.name} | ${group} | ${s.queries} | ${f(s.hitAt1)} | ${f(s.hitAt5)} | ${f(s.mrrAt10)} | ${asked.length} | ${cited} |`)
    }
  }
  const heldOut = sets[1]!.search.results
  for (const kind of [...new Set(heldOut.map((r) => r.query.kind))]) {
    const s = relevanceScores(heldOut.filter((r) => r.query.kind === kind))
    console.log(`held-out ${kind}: ${s.queries} queries, hit@5 ${f(s.hitAt5)}, MRR@10 ${f(s.mrrAt10)}`)
  }
  if (values.misses) {
    const tuning = sets[0]!
    for (const r of tuning.search.results.filter((r) => r.rank === 0 || r.rank > 3)) {
      console.log(`search ${r.query.locale} "${r.query.query}" rank ${r.rank}: ${r.pages.slice(0, 3).join(' ')}`)
    }
    for (const r of tuning.ask.results.filter((r) => !r.cited)) {
      console.log(`ask ${r.question.locale} "${r.question.question}": ${r.answer.sources.map((s) => s.url).join(' ') || 'no answer'}`)
    }
  }
})
