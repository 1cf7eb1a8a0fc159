/**
 * `npm run bench`: measures the build, what readers download, search and Ask AI, prints a table
 * and writes bench/latest.json so changes can be compared. `--skip-build` measures the existing
 * out/.
 */
import fs from 'node:fs'
import { spawn } from 'node:child_process'
import { measureBuild, measureOut, type BuildMeasure } from './bench/build'
import { measurePageWeight } from './bench/page-weight'
import { measureSearch } from './bench/search'
import { measureAsk } from './bench/ask'
import { measureOfflineCopy } from './bench/offline-copy'

// Page weight, search and Ask AI are measured on a first visit, without the service worker
// (its precaching would compete with what is measured); the offline copy is measured apart.
const PORT = 4390
const DOC_PAGES = ['/installation/', '/Devices/Energy-meter/Eastron/SDM630/', '/ar/specifications/']

function table(rows: [string, string | number][]) {
  const width = Math.max(...rows.map(([k]) => k.length))
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')
}

async function withServer<T>(action: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = spawn('node', ['scripts/static-server.mjs', 'out', String(PORT)], { stdio: 'ignore' })
  const baseUrl = `http://localhost:${PORT}`
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  try {
    return await action(baseUrl)
  } finally {
    server.kill()
  }
}

const skipBuild = process.argv.includes('--skip-build')
const build: Partial<BuildMeasure> = skipBuild ? measureOut() : await measureBuild()
const { weights, search, ask } = await withServer(async (baseUrl) => ({
  weights: await measurePageWeight(baseUrl, DOC_PAGES),
  search: await measureSearch(baseUrl),
  ask: await measureAsk(baseUrl),
}))

const offlineCopy = measureOfflineCopy('en')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const rows: [string, string | number][] = [
  ['build wall time', build.wallSeconds === undefined ? 'not measured (--skip-build)' : `${build.wallSeconds} s`],
  ['build peak memory (process tree)', build.peakMemoryMB === undefined ? '-' : `${build.peakMemoryMB} MB`],
  ['pages exported (HTML files)', build.pagesExported ?? '-'],
  ['out/ size', `${build.outSizeMB} MB in ${build.outFiles} files`],
  ...weights.flatMap((w): [string, string][] => [
    [`${w.path} HTML (gzip)`, kb(w.htmlGzipBytes)],
    [`${w.path} JS loaded (gzip)`, `${kb(w.jsGzipBytes)} in ${w.jsFiles} files`],
    [`${w.path} CSS (gzip)`, kb(w.cssGzipBytes)],
  ]),
  ['search index per locale (gzip)', `${kb(Math.min(...search.indexes.map((i) => i.indexGzipBytes)))} – ${kb(Math.max(...search.indexes.map((i) => i.indexGzipBytes)))} (${search.indexes.length} locales)`],
  ['search index en (raw / gzip)', ((en) => (en ? `${kb(en.indexBytes)} / ${kb(en.indexGzipBytes)}` : '-'))(search.indexes.find((i) => i.locale === 'en'))],
  ['search: Ctrl+K to first result, cold', search.coldFirstResultMs.map((ms) => `${ms} ms`).join(', ')],
  [`search: worker time p50 / p95 (${search.workerQueries} queries)`, `${search.workerP50Ms} / ${search.workerP95Ms} ms`],
  [`search relevance (${search.relevance.queries} queries)`, `hit@1 ${search.relevance.hitAt1.toFixed(3)}, hit@5 ${search.relevance.hitAt5.toFixed(3)}, MRR@10 ${search.relevance.mrrAt10.toFixed(3)}`],
  [`ask: answer time p50 / p95 (${ask.questions} questions)`, `${ask.answerP50Ms} / ${ask.answerP95Ms} ms`],
  ['ask: click to answer on screen', ask.clickToAnswerMs.map((ms) => `${ms} ms`).join(', ')],
  ['ask: citation hit rate', ask.citationRate.toFixed(3)],
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
fs.mkdirSync('bench', { recursive: true })
fs.writeFileSync(
  'bench/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), build, pageWeight: weights, search, ask, offlineCopy }, null, 2)}\n`,
)
console.log('written to bench/latest.json')
