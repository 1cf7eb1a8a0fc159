/**
 * Search relevance and Ask AI citations on the tuning set (tests/search-queries.ts,
 * tests/ask-questions.ts) and on the held-out set (tests/held-out/), per language group, against
 * the exported indexes: `npm run search:quality` and `npm run bench` print it.
 */
import { LANGUAGE_GROUPS, evaluateRelevance, languageGroup, relevanceScores, type RelevanceScores } from '../../tests/search-relevance'
import { evaluateAsk } from '../../tests/ask-evaluation'
import { HELD_OUT_QUERIES, HELD_OUT_QUESTIONS } from '../../tests/held-out'
import { FAULT_QUERIES } from '../../tests/held-out/fault-queries'
import { lookUp } from '../../lib/faults/lookup'
import { readFaultLookup } from '../../lib/faults/read-lookup-file'

export interface QualityRow extends RelevanceScores {
  set: 'tuning' | 'held-out'
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
  /** Held-out code and LED queries on the fault lookup, per language group (empty when the content has no codes). */
  faultCodes: { group: 'all' | (typeof LANGUAGE_GROUPS)[number]; queries: number; hitAt1: number; hitAt3: number }[]
}

/**
 * The fault lookup on the held-out code and LED queries (tests/held-out/fault-queries.ts): a
 * query counts at 1 when its first card (or LED state) is expected, at 3 when one of the first three is.
 */
function evaluateFaultQueries(outDir: string): QualityReport['faultCodes'] {
  const scored = FAULT_QUERIES.flatMap((q) => {
    const data = readFaultLookup(outDir, q.locale)
    if (!data) return []
    const result = lookUp(q.query, data.cards, data.leds.map((l) => l.words), data.sources)
    const found = q.kind === 'led' ? result.ledStates : result.cards.map((c) => c.id)
    return [{ locale: q.locale, at1: q.expect.includes(found[0] ?? ''), at3: found.slice(0, 3).some((id) => q.expect.includes(id)) }]
  })
  if (scored.length === 0) return []
  return (['all', ...LANGUAGE_GROUPS] as const).flatMap((group) => {
    const rows = scored.filter((r) => group === 'all' || languageGroup(r.locale) === group)
    if (rows.length === 0) return []
    return [{ group, queries: rows.length, hitAt1: round(rows.filter((r) => r.at1).length / rows.length), hitAt3: round(rows.filter((r) => r.at3).length / rows.length) }]
  })
}

const round = (n: number) => Math.round(n * 1000) / 1000

export async function measureQuality(outDir: string): Promise<QualityReport> {
  const sets = [
    { set: 'tuning' as const, search: await evaluateRelevance(outDir), ask: await evaluateAsk(outDir) },
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
  const heldOut = sets[1]!.search.results
  const heldOutKinds = [...new Set(heldOut.map((r) => r.query.kind))].map((kind) => ({ kind, ...relevanceScores(heldOut.filter((r) => r.query.kind === kind)) }))
  const tuning = sets[0]!
  const tuningMisses = [
    ...tuning.search.results.filter((r) => r.rank === 0 || r.rank > 3).map((r) => `search ${r.query.locale} "${r.query.query}" rank ${r.rank}: ${r.pages.slice(0, 3).join(' ')}`),
    ...tuning.ask.results.filter((r) => !r.cited).map((r) => `ask ${r.question.locale} "${r.question.question}": ${r.answer.sources.map((s) => s.url).join(' ') || 'no answer'}`),
  ]
  return { rows, heldOutKinds, tuningMisses, faultCodes: evaluateFaultQueries(outDir) }
}

export function qualityTable(report: QualityReport): string {
  const f = (n: number) => n.toFixed(3)
  const lines = ['| set | group | queries | hit@1 | hit@5 | MRR@10 | Ask questions | Ask cited |', '|---|---|---:|---:|---:|---:|---:|---:|']
  for (const r of report.rows) {
    lines.push(`| ${r.set} | ${r.group} | ${r.queries} | ${f(r.hitAt1)} | ${f(r.hitAt5)} | ${f(r.mrrAt10)} | ${r.questions} | ${r.cited === null ? '—' : f(r.cited)} |`)
  }
  lines.push('', ...report.heldOutKinds.map((k) => `held-out ${k.kind}: ${k.queries} queries, hit@5 ${f(k.hitAt5)}, MRR@10 ${f(k.mrrAt10)}`))
  if (report.faultCodes.length > 0) {
    lines.push('', '| held-out code and LED queries (fault lookup) | queries | hit@1 | hit@3 |', '|---|---:|---:|---:|')
    for (const r of report.faultCodes) lines.push(`| ${r.group} | ${r.queries} | ${f(r.hitAt1)} | ${f(r.hitAt3)} |`)
  }
  return lines.join('\n')
}
