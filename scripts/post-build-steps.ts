/**
 * The build steps that read the exported pages and each write files of their own (search
 * indexes and workers, Markdown copies beside each page, the link report). None reads what
 * another writes, so `npm run build` runs them side by side, each in its own process:
 *   tsx scripts/post-build-steps.ts "<step name>"
 * runs one step and prints its summary line.
 */
import { buildSearchIndexes } from './build-search-index'
import { bundleSearchWorker } from './build-search-worker'
import { buildLinkReport, linkReportLine, writeLinkReport } from './check-links'
import { buildMarkdownCopies } from './build-markdown'
import { runScript } from './run-script'

export const POST_BUILD_STEPS: Record<string, () => string | Promise<string>> = {
  'search indexes': async () => {
    const sizes: { worker: number; ask: number }[] = []
    const reports = await buildSearchIndexes(async (locale) => {
      const code = await bundleSearchWorker(locale)
      sizes.push({ worker: Buffer.byteLength(code.worker), ask: Buffer.byteLength(code.ask) })
      return code
    })
    const range = (bytes: number[]) => `${(Math.min(...bytes) / 1024).toFixed(1)}–${(Math.max(...bytes) / 1024).toFixed(1)} KB`
    return `${reports.length} locales, ${reports.reduce((sum, r) => sum + r.sections, 0)} sections; worker code ${range(sizes.map((s) => s.worker))}, Ask AI code ${range(sizes.map((s) => s.ask))}`
  },
  'Markdown copies': () => {
    const copies = buildMarkdownCopies()
    return `${copies.reduce((sum, c) => sum + c.pages, 0)} pages in ${copies.length} locales`
  },
  'link report': () => {
    const report = buildLinkReport()
    writeLinkReport(report)
    return linkReportLine(report)
  },
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(async () => {
    const name = process.argv[2] ?? ''
    const step = POST_BUILD_STEPS[name]
    if (!step) throw new Error(`Unknown post-build step "${name}"; known: ${Object.keys(POST_BUILD_STEPS).join(', ')}`)
    console.log(await step())
  })
}
