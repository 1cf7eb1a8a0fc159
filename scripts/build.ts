/**
 * `npm run build`: the whole static build, step by step, each timed.
 * check content → brand assets → contentlayer → next build → promote English to the root
 * → post-build steps (search index, Markdown copies, link report) → each page's
 * Content-Security-Policy → offline reading (service worker and offline copies of the final files).
 */
import { spawnSync } from 'node:child_process'
import { checkContent } from './check-content'
import { promoteDefaultLocale } from './promote-default-locale'
import { buildSearchIndexes } from './build-search-index'
import { buildLinkReport, linkReportLine, writeLinkReport } from './check-links'
import { buildMarkdownCopies } from './build-markdown'
import { ContentError } from '../lib/validation/problems'
import { buildOfflineFiles, printOfflineReport } from './build-offline'
import { runScript } from './run-script'
import { addContentSecurityPolicy } from './csp'
import { loadSiteConfig } from '../lib/site/load'
import { withEnvironment, withLocaleSlice } from '../lib/site/locale-slice'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

async function step(name: string, action: () => unknown | Promise<unknown>) {
  const start = performance.now()
  await action()
  console.log(`✓ ${name} (${((performance.now() - start) / 1000).toFixed(1)} s)`)
}

runScript(async () => {
  await step('content check', () => {
    const { problems } = checkContent()
    if (problems.length > 0) throw new ContentError(problems)
  })
  await step('site assets', () => run('npx', ['tsx', 'scripts/prepare-site.ts']))
  await step('contentlayer', () => run('npx', ['contentlayer2', 'build']))
  await step('next build', () => run('npx', ['next', 'build']))
  await step('promote English to the root', () => promoteDefaultLocale('out'))
  await step('search indexes', async () => {
    const reports = await buildSearchIndexes()
    const total = reports.reduce((sum, r) => sum + r.sections, 0)
    console.log(`  ${reports.length} locales, ${total} sections`)
  })
  await step('Markdown copies', () => {
    const copies = buildMarkdownCopies()
    console.log(`  ${copies.reduce((sum, c) => sum + c.pages, 0)} pages in ${copies.length} locales`)
  })
  await step('link report', () => {
    const report = buildLinkReport()
    writeLinkReport(report)
    console.log(`  ${linkReportLine(report)}`)
  })
  // After every step that writes HTML: it hashes the inline scripts of the final pages.
  await step('Content-Security-Policy', () => {
    const site = withEnvironment(withLocaleSlice(loadSiteConfig(), process.env.LOCALES), process.env)
    const { pages, distinctScripts } = addContentSecurityPolicy('out', site)
    console.log(`  ${pages} pages, ${distinctScripts} distinct inline scripts hashed`)
  })
  // Last: the service worker's precache list and the offline copies list every file of out/.
  await step('offline reading (service worker, offline copies)', async () => printOfflineReport(await buildOfflineFiles()))
})
