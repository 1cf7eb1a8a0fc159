/**
 * `npm run bench`: measures the build and what readers download, prints a table and writes
 * bench/latest.json so changes can be compared. `--skip-build` measures the existing out/.
 */
import fs from 'node:fs'
import { spawn } from 'node:child_process'
import { measureBuild, measureOut, type BuildMeasure } from './bench/build'
import { measurePageWeight } from './bench/page-weight'

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
const weights = await withServer((baseUrl) => measurePageWeight(baseUrl, DOC_PAGES))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
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
]
console.log(`\n${table(rows)}\n`)
fs.mkdirSync('bench', { recursive: true })
fs.writeFileSync(
  'bench/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), build, pageWeight: weights }, null, 2)}\n`,
)
console.log('written to bench/latest.json')
