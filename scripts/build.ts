/**
 * `npm run build`: the whole static build, step by step, each timed.
 * check content → brand assets → contentlayer → next build → promote English to the root
 * → post-build steps (search index, reports, offline copy).
 */
import { spawnSync } from 'node:child_process'
import { checkContent } from './check-content'
import { promoteDefaultLocale } from './promote-default-locale'
import { buildSearchIndexes } from './build-search-index'
import { buildLinkReport, writeLinkReport } from './check-links'
import { ContentError } from '../lib/validation/problems'
import { buildOfflineFiles, printOfflineReport } from './build-offline'
import { runScript } from './run-script'

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
  await step('link report', () => {
    const report = buildLinkReport()
    writeLinkReport(report)
    const s = report.summary
    console.log(`  ${s.brokenLinks} broken links, ${s.brokenAnchors} broken anchors, ${s.draftLinks} links to drafts (see /link-report/)`)
  })
  // Last: the service worker's precache list and the offline copies list every file of out/.
  await step('offline reading (service worker, offline copies)', async () => printOfflineReport(await buildOfflineFiles()))
})
