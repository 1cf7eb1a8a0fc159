/**
 * `npm run bench`: measures the build, what readers download, search, Ask AI and Lighthouse,
 * prints one table and writes bench/latest.json so changes can be compared. A part that cannot
 * be measured (no search index, no nginx…) is reported as such; the others still run.
 *   --skip-build        measure the existing out/
 *   --skip-lighthouse   leave Lighthouse out (it takes a few minutes)
 *   --scale=N           only the growth benchmark: N times today's device pages, built into out/
 *                       (scripts/bench/scale.ts); build again before serving out/
 */
import fs from 'node:fs'
import { measureBuild, measureOut, type BuildMeasure } from './bench/build'
import { measureDocHtmlSizes, measurePageWeight, type DocHtmlSizes, type PageWeight } from './bench/page-weight'
import { measureSearch, measureThrottledSearch, RESULTS_PAGE_QUERY, type SearchMeasure, type ThrottledSearchMeasure } from './bench/search'
import { measureAsk, type AskMeasure } from './bench/ask'
import { lighthousePages, lighthouseTable, runLighthouse, type LighthouseResult } from './bench/lighthouse'
import { withNginx, withStaticServer } from './bench/serve'
import { BENCH_PORT, LIGHTHOUSE_PORT } from './variants'
import { measureOfflineCopy } from './bench/offline-copy'
import { measureQuality, qualityTable } from './bench/quality'
import { measureScale } from './bench/scale'
import { measureJsFloor } from './bench/js-floor'

// Page weight, search and Ask AI are measured on a first visit, without the service worker
// (its precaching would compete with what is measured); the offline copy is measured apart.
const DOC_PAGES = ['/installation/', '/Devices/Energy-meter/Eastron/SDM630/', '/ar/specifications/']

function table(rows: [string, string | number][]) {
  const width = Math.max(...rows.map(([k]) => k.length))
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')
}

type Part<T> = { value: T } | { error: string }

/** Measures one part; a failure is kept as its message instead of ending the bench. */
async function part<T>(name: string, measure: () => Promise<T>): Promise<Part<T>> {
  try {
    return { value: await measure() }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
    console.error(`(${name} not measured: ${message})`)
    return { error: message }
  }
}

const valueOf = <T>(p: Part<T>): T | undefined => ('value' in p ? p.value : undefined)

const scaleArgument = process.argv.find((a) => a.startsWith('--scale='))
if (scaleArgument) {
  const scale = Number(scaleArgument.slice('--scale='.length))
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale expects a whole number of 1 or more, found "${scaleArgument}"`)
  const m = await measureScale(scale)
  console.log(
    `\n${table([
      ['scale', `${m.scale} × today's device pages (${m.devicePages} English device pages)`],
      ['build wall time', `${m.wallSeconds} s`],
      ['build peak memory (process tree)', `${m.peakMemoryMB} MB`],
      ['pages exported (HTML)', m.pagesExported],
      ['out/ size', `${m.outSizeMB} MB in ${m.outFiles} files`],
      ['bytes per page', `${(m.bytesPerPage / 1024).toFixed(0)} KB`],
      ['out/ against host limits', m.hostProblems.length === 0 ? 'fits every host in the README' : m.hostProblems.join('; ')],
    ])}\n`,
  )
  fs.mkdirSync('bench', { recursive: true })
  fs.writeFileSync(`bench/scale-${scale}.json`, `${JSON.stringify({ date: new Date().toISOString(), ...m }, null, 2)}\n`)
  process.exit(0)
}

const skipBuild = process.argv.includes('--skip-build')
const build = await part<Partial<BuildMeasure>>('build', async () => (skipBuild ? measureOut() : await measureBuild()))
const served = await part('served pages', () =>
  withStaticServer('out', BENCH_PORT, async (baseUrl) => ({
    weights: await part<PageWeight[]>('page weight', () => measurePageWeight(baseUrl, DOC_PAGES)),
    search: await part<SearchMeasure>('search', () => measureSearch(baseUrl)),
    ask: await part<AskMeasure>('ask', () => measureAsk(baseUrl)),
  })),
)
const jsFloor = await part('framework JS floor', () => measureJsFloor(BENCH_PORT))
const docHtmlPart = await part<DocHtmlSizes>('doc page HTML', async () => measureDocHtmlSizes('out'))
// Over nginx, which compresses as a CDN does: on a throttled link, bytes are what is measured.
const throttledSearchPart = await part<ThrottledSearchMeasure>('search on a throttled phone', () =>
  withNginx('out', LIGHTHOUSE_PORT, (baseUrl) => measureThrottledSearch(baseUrl)),
)
const lighthouse: Part<LighthouseResult[]> = process.argv.includes('--skip-lighthouse')
  ? { error: 'left out (--skip-lighthouse)' }
  : await part('lighthouse', () => withNginx('out', LIGHTHOUSE_PORT, (baseUrl) => runLighthouse(baseUrl, lighthousePages(['en', 'ch', 'ar']))))

const b = valueOf(build) ?? {}
const weights = valueOf(valueOf(served)?.weights ?? { error: '' }) ?? []
const search = valueOf(valueOf(served)?.search ?? { error: '' })
const ask = valueOf(valueOf(served)?.ask ?? { error: '' })
const throttledSearch = valueOf(throttledSearchPart)
const floor = valueOf(jsFloor)
const docHtml = valueOf(docHtmlPart)
const lh = valueOf(lighthouse) ?? []
const missing = (p: Part<unknown> | undefined) => `not measured${p && 'error' in p && p.error ? `: ${p.error}` : ''}`

const offlineCopy = measureOfflineCopy('en')
const quality = await measureQuality('out')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const rows: [string, string | number][] = [
  ['build wall time', b.wallSeconds === undefined ? (skipBuild ? 'not measured (--skip-build)' : missing(build)) : `${b.wallSeconds} s`],
  ['build peak memory (process tree)', b.peakMemoryMB === undefined ? '-' : `${b.peakMemoryMB} MB`],
  ['pages exported (HTML files)', b.pagesExported ?? '-'],
  ['out/ size', b.outSizeMB === undefined ? '-' : `${b.outSizeMB} MB in ${b.outFiles} files`],
  ['out/ against host limits', b.hostProblems === undefined ? '-' : b.hostProblems.length === 0 ? 'fits every host in the README' : b.hostProblems.join('; ')],
  ...(weights.length === 0
    ? [['page weight', missing(valueOf(served)?.weights ?? served)] as [string, string]]
    : weights.flatMap((w): [string, string][] => [
        [`${w.path} HTML (gzip)`, kb(w.htmlGzipBytes)],
        [`${w.path} JS loaded (gzip)`, `${kb(w.jsGzipBytes)} in ${w.jsFiles} files${floor === undefined ? '' : `, ${kb(w.jsGzipBytes - floor)} above the framework floor`}`],
        [`${w.path} CSS (gzip)`, kb(w.cssGzipBytes)],
      ])),
  ['framework JS floor (empty Next.js page, same node_modules, gzip)', floor === undefined ? missing(jsFloor) : kb(floor)],
  [
    'doc page HTML (gzip), every doc page',
    docHtml === undefined
      ? missing(docHtmlPart)
      : `median ${kb(docHtml.medianBytes)}, p90 ${kb(docHtml.p90Bytes)}, max ${kb(docHtml.maxBytes)}; ${docHtml.withinLimit} of ${docHtml.pages} at most ${kb(docHtml.limitBytes)}`,
  ],
  ...(search
    ? ([
        ['search index per locale (gzip)', `${kb(Math.min(...search.indexes.map((i) => i.indexGzipBytes)))} – ${kb(Math.max(...search.indexes.map((i) => i.indexGzipBytes)))} (${search.indexes.length} locales)`],
        ['search index en (raw / gzip)', ((en) => (en ? `${kb(en.indexBytes)} / ${kb(en.indexGzipBytes)} in ${en.shards} shards` : '-'))(search.indexes.find((i) => i.locale === 'en'))],
        [
          `search: results page for "${RESULTS_PAGE_QUERY}", data loaded (gzip)`,
          `${kb(Math.min(...search.indexes.map((i) => i.resultsPageGzipBytes)))} – ${kb(Math.max(...search.indexes.map((i) => i.resultsPageGzipBytes)))} (worker with base file, shards, excerpts)`,
        ],
        ['search: Ctrl+K to whole index loaded, cold', search.coldReadyMs.map((ms) => `${ms} ms`).join(', ')],
        ['search: Ctrl+K to first result, cold (first query not debounced)', search.coldFirstResultMs.map((ms) => `${ms} ms`).join(', ')],
        [`search: worker time p50 / p95 (${search.workerQueries} queries)`, `${search.workerP50Ms} / ${search.workerP95Ms} ms`],
        [`search relevance (${search.relevance.queries} queries)`, `hit@1 ${search.relevance.hitAt1.toFixed(3)}, hit@5 ${search.relevance.hitAt5.toFixed(3)}, MRR@10 ${search.relevance.mrrAt10.toFixed(3)}`],
      ] as [string, string][])
    : [['search', missing(valueOf(served)?.search ?? served)] as [string, string]]),
  ...(throttledSearch
    ? ([
        [
          `search: results page "${RESULTS_PAGE_QUERY}", cold, Slow 4G + 4× CPU, to first result`,
          throttledSearch.resultsPageMs.map((r) => `${r.locale} ${(r.ms / 1000).toFixed(2)} s`).join(', '),
        ],
        [
          'search: modal, Slow 4G + 4× CPU, Ctrl+K and typing to first hit',
          throttledSearch.modalMs.map((r) => `"${r.query}" ${r.locale} ${(r.ms / 1000).toFixed(2)} s`).join(', '),
        ],
      ] satisfies [string, string][])
    : [['search on a throttled phone', missing(throttledSearchPart)] satisfies [string, string]]),
  ...(ask
    ? ([
        [`ask: answer time p50 / p95 (${ask.questions} questions)`, `${ask.answerP50Ms} / ${ask.answerP95Ms} ms`],
        ['ask: click to answer on screen', ask.clickToAnswerMs.map((ms) => `${ms} ms`).join(', ')],
        ['ask: citation hit rate', ask.citationRate.toFixed(3)],
      ] as [string, string][])
    : [['ask', missing(valueOf(served)?.ask ?? served)] as [string, string]]),
  ...(lh.length === 0
    ? [['lighthouse', missing(lighthouse)] as [string, string]]
    : lh.map((r): [string, string] => [
        `lighthouse ${r.name}`,
        `perf ${r.scores.performance}, a11y ${r.scores.accessibility}, best pr. ${r.scores.bestPractices}, SEO ${r.scores.seo}; LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${r.tbtMs} ms, CLS ${r.cls.toFixed(3)}`,
      ])),
  ...(offlineCopy
    ? ([
        [`offline copy (${offlineCopy.locale}) stored`, `${mb(offlineCopy.bytes)} in ${offlineCopy.files} files (${offlineCopy.pages} pages)`],
        [`offline copy (${offlineCopy.locale}) download (gzip)`, mb(offlineCopy.transferBytes)],
        [
          `offline copy (${offlineCopy.locale}) parts`,
          `HTML ${mb(offlineCopy.parts.html)}, search ${mb(offlineCopy.parts.search)}, static ${mb(offlineCopy.parts.static)}, images ${mb(offlineCopy.parts.images)}`,
        ],
      ] satisfies [string, string][])
    : [['offline copy', 'not measured (no out/offline-copy/)'] satisfies [string, string]]),
]
console.log(`\n${table(rows)}\n`)
console.log(`Search and Ask quality, the tuning sets and the held-out set (npm run search:quality):\n\n${qualityTable(quality)}\n`)
if (lh.length > 0) console.log(`${lighthouseTable(lh)}\n`)
fs.mkdirSync('bench', { recursive: true })
fs.writeFileSync(
  'bench/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), build: b, pageWeight: weights, jsFloorGzipBytes: floor, docHtml, search, throttledSearch, ask, quality: quality.rows, heldOutKinds: quality.heldOutKinds, offTopic: quality.offTopic, lighthouse: lh, offlineCopy }, null, 2)}\n`,
)
console.log('written to bench/latest.json')
