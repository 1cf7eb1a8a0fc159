/**
 * Search relevance and Ask AI citations on the tuning set (quality/tuning/) and on the held-out
 * set (quality/held-out/), per language group, against
 * the exported indexes: `npm run search:quality` and `npm run bench` print it.
 */
import { LANGUAGE_GROUPS, evaluateRelevance, languageGroup, relevanceScores, type RelevanceScores } from '../../quality/search-relevance'
import { evaluateAsk } from '../../quality/ask-evaluation'
import { HELD_OUT_QUERIES, HELD_OUT_QUESTIONS } from '../../quality/held-out'
import { FAULT_QUERIES } from '../../quality/held-out/fault-queries'
import type { HeldOutFaultQuery } from '../../quality/held-out/types'
import { FAULT_TUNING_QUERIES } from '../../quality/tuning/fault-queries'
import { TUNING_SET_2_QUERIES, TUNING_SET_2_QUESTIONS } from '../../quality/tuning/set-2'
import { TUNING_SET_3_QUERIES, TUNING_SET_3_QUESTIONS } from '../../quality/tuning/set-3'
import { TUNING_SET_4_QUERIES, TUNING_SET_4_QUESTIONS } from '../../quality/tuning/set-4'
import { OFF_TOPIC_QUESTIONS } from '../../quality/tuning/off-topic'
import { lookUp } from '../../lib/faults/lookup'
import { readFaultLookup } from '../../lib/faults/read-lookup-file'

export interface QualityRow extends RelevanceScores {
  /** tuning: the first tuning set; tuning 2 to 4: the reader-written ones (quality/tuning/set-2.ts … set-4.ts); held-out: never tuned on. */
  set: 'tuning' | 'tuning 2' | 'tuning 3' | 'tuning 4' | 'held-out'
  group: 'all' | (typeof LANGUAGE_GROUPS)[number]
  questions: number
  /** Share of the questions whose answer cites an expected page (null: no question in the group). */
  cited: number | null
}

export interface QualityReport {
  rows: QualityRow[]
  /** Held-out search scores per kind of query (questions, everyday words, keywords …). */
  heldOutKinds: (RelevanceScores & { kind: string })[]
  /** The tuning set's misses, to work on; the held-out set's are never listed. */
  tuningMisses: string[]
  /** Ask on questions the docs do not answer (quality/tuning/off-topic.ts): how many it declines. */
  offTopic: { questions: number; declined: number }
  /** Code and LED queries on the fault lookup, per set and language group (empty when the content has no codes). */
  faultCodes: { set: 'tuning' | 'held-out'; group: 'all' | (typeof LANGUAGE_GROUPS)[number]; queries: number; hitAt1: number; hitAt3: number }[]
}

const round = (n: number) => Math.round(n * 1000) / 1000

interface FaultScore {
  query: HeldOutFaultQuery
  found: string[]
  at1: boolean
  at3: boolean
}

/** The fault lookup on code and LED queries: at 1 when the first card (or LED state) is expected, at 3 when one of the first three is. */
function scoreFaultQueries(outDir: string, queries: HeldOutFaultQuery[]): FaultScore[] {
  return queries.flatMap((q) => {
    const data = readFaultLookup(outDir, q.locale)
    if (!data) return []
    const result = lookUp(q.query, data.cards, data.leds.map((l) => l.words), data.sources)
    const found = q.kind === 'led' ? result.ledStates : result.cards.map((c) => c.id)
    return [{ query: q, found, at1: q.expect.includes(found[0] ?? ''), at3: found.slice(0, 3).some((id) => q.expect.includes(id)) }]
  })
}

function faultRows(set: 'tuning' | 'held-out', scored: FaultScore[]): QualityReport['faultCodes'] {
  return (['all', ...LANGUAGE_GROUPS] as const).flatMap((group) => {
    const rows = scored.filter((r) => group === 'all' || languageGroup(r.query.locale) === group)
    if (rows.length === 0) return []
    return [{ set, group, queries: rows.length, hitAt1: round(rows.filter((r) => r.at1).length / rows.length), hitAt3: round(rows.filter((r) => r.at3).length / rows.length) }]
  })
}

export async function measureQuality(outDir: string): Promise<QualityReport> {
  const sets = [
    { set: 'tuning' as const, search: await evaluateRelevance(outDir), ask: await evaluateAsk(outDir) },
    { set: 'tuning 2' as const, search: await evaluateRelevance(outDir, TUNING_SET_2_QUERIES), ask: await evaluateAsk(outDir, TUNING_SET_2_QUESTIONS) },
    { set: 'tuning 3' as const, search: await evaluateRelevance(outDir, TUNING_SET_3_QUERIES), ask: await evaluateAsk(outDir, TUNING_SET_3_QUESTIONS) },
    { set: 'tuning 4' as const, search: await evaluateRelevance(outDir, TUNING_SET_4_QUERIES), ask: await evaluateAsk(outDir, TUNING_SET_4_QUESTIONS) },
    { set: 'held-out' as const, search: await evaluateRelevance(outDir, HELD_OUT_QUERIES), ask: await evaluateAsk(outDir, HELD_OUT_QUESTIONS) },
  ]
  const rows = sets.flatMap(({ set, search, ask }) =>
    (['all', ...LANGUAGE_GROUPS] as const).map((group) => {
      const scores = group === 'all' ? relevanceScores(search.results) : search.groups[group]
      const asked = ask.results.filter((r) => group === 'all' || languageGroup(r.question.locale) === group)
      return {
        set,
        group,
        queries: scores.queries,
        hitAt1: round(scores.hitAt1),
        hitAt5: round(scores.hitAt5),
        mrrAt10: round(scores.mrrAt10),
        questions: asked.length,
        cited: asked.length ? round(asked.filter((r) => r.cited).length / asked.length) : null,
      }
    }),
  )
  const heldOut = sets.find((s) => s.set === 'held-out')!.search.results
  const heldOutKinds = [...new Set(heldOut.map((r) => r.query.kind))].map((kind) => ({ kind, ...relevanceScores(heldOut.filter((r) => r.query.kind === kind)) }))
  const tuningMisses = sets.filter((s) => s.set !== 'held-out').flatMap((tuning) => [
    ...tuning.search.results.filter((r) => r.rank === 0 || r.rank > 3).map((r) => `${tuning.set}: search ${r.query.locale} "${r.query.query}" rank ${r.rank}: ${r.pages.slice(0, 3).join(' ')}`),
    ...tuning.ask.results.filter((r) => !r.cited).map((r) => `${tuning.set}: ask ${r.question.locale} "${r.question.question}": ${r.answer.sources.map((s) => s.url).join(' ') || 'no answer'}`),
  ])
  const offTopic = await evaluateAsk(outDir, OFF_TOPIC_QUESTIONS.map((q) => ({ ...q, expect: [] })))
  const answered = offTopic.results.filter((r) => r.answer.found)
  tuningMisses.push(...answered.map((r) => `off-topic: ask ${r.question.locale} "${r.question.question}" answered from ${r.answer.sources[0]!.url}`))
  const faultTuning = scoreFaultQueries(outDir, FAULT_TUNING_QUERIES)
  tuningMisses.push(...faultTuning.filter((r) => !r.at1).map((r) => `code ${r.query.locale} "${r.query.query}": ${r.found.slice(0, 3).join(' ') || 'nothing'} (expected ${r.query.expect.join(' ')})`))
  return { rows, heldOutKinds, tuningMisses, offTopic: { questions: offTopic.results.length, declined: offTopic.results.length - answered.length }, faultCodes: [...faultRows('tuning', faultTuning), ...faultRows('held-out', scoreFaultQueries(outDir, FAULT_QUERIES))] }
}

export function qualityTable(report: QualityReport): string {
  const f = (n: number) => n.toFixed(3)
  const lines = ['| set | group | queries | hit@1 | hit@5 | MRR@10 | Ask questions | Ask cited |', '|---|---|---:|---:|---:|---:|---:|---:|']
  for (const r of report.rows) {
    lines.push(`| ${r.set} | ${r.group} | ${r.queries} | ${f(r.hitAt1)} | ${f(r.hitAt5)} | ${f(r.mrrAt10)} | ${r.questions} | ${r.cited === null ? '—' : f(r.cited)} |`)
  }
  lines.push('', `Ask on questions the docs do not answer (tuning): declined ${report.offTopic.declined} of ${report.offTopic.questions}`)
  lines.push('', ...report.heldOutKinds.map((k) => `held-out ${k.kind}: ${k.queries} queries, hit@5 ${f(k.hitAt5)}, MRR@10 ${f(k.mrrAt10)}`))
  if (report.faultCodes.length > 0) {
    lines.push('', '| code and LED queries (fault lookup) | group | queries | hit@1 | hit@3 |', '|---|---|---:|---:|---:|')
    for (const r of report.faultCodes) lines.push(`| ${r.set} | ${r.group} | ${r.queries} | ${f(r.hitAt1)} | ${f(r.hitAt3)} |`)
  }
  return lines.join('\n')
}
