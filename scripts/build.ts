/**
 * `npm run build`: the whole static build, step by step, each timed.
 * content check, beside brand assets → contentlayer → next build → promote English
 * to the root → remove the route payloads no navigation requests → articles out of the React
 * payload → post-build steps side by side (search index, Markdown copies, link report) →
 * each page's Content-Security-Policy → offline reading (service worker and offline copies of
 * the final files).
 */
import { spawnSync } from 'node:child_process'
import { checkContent } from './check-content'
import { promoteDefaultLocale } from './promote-default-locale'
import { pruneRoutePayloads } from './prune-route-payloads'
import { shipStaticHtmlOnce } from './static-html-once'
import { measureFootprint } from './footprint'
import { footprintLine, footprintProblems, hostsToCheck } from '../lib/export/footprint'
import { POST_BUILD_STEPS } from './post-build-steps'
import { runSideBySide, startChild } from './side-by-side'
import { ContentError } from '../lib/validation/problems'
import { buildOfflineFiles, printOfflineReport } from './build-offline'
import { buildGoLinks } from './build-go-links'
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

/**
 * Brand assets and contentlayer run in a child process while this one checks the content. The
 * check's messages name the file and field of every problem, so when it finds any they are what
 * the reader sees (the child is stopped, its output dropped).
 */
async function contentWithCheckBeside() {
  const child = startChild(
    { name: 'site assets, contentlayer', command: 'sh', args: ['-c', 'npx tsx scripts/prepare-site.ts && npx tsx scripts/contentlayer-in-parts.ts'] },
    env,
  )
  const start = performance.now()
  let problems
  try {
    problems = checkContent().problems
  } catch (error) {
    child.stop()
    throw error
  }
  if (problems.length > 0) {
    child.stop()
    throw new ContentError(problems)
  }
  console.log(`✓ content check (${((performance.now() - start) / 1000).toFixed(1)} s)`)
  const { output, exit } = await child.result
  process.stdout.write(output.replace(/^npm warn .*\n/gm, ''))
  if (exit !== 0) {
    console.error(`\n✖ site assets or contentlayer failed (exit ${exit})`)
    process.exit(typeof exit === 'number' ? exit : 1)
  }
}

runScript(async () => {
  await step('site assets and contentlayer, content check beside them', contentWithCheckBeside)
  await step('next build', () => run('npx', ['next', 'build']))
  await step('promote English to the root', () => promoteDefaultLocale('out'))
  await step('route payloads no navigation requests, removed', () => {
    const { files, bytes } = pruneRoutePayloads('out')
    console.log(`  ${files} files, ${(bytes / 1e6).toFixed(0)} MB`)
  })
  await step('articles, sidebar links and inline scripts once, as markup (not again in the React payload)', () => {
    const { pages, parts, bytes } = shipStaticHtmlOnce('out')
    console.log(`  ${parts} parts in ${pages} pages, ${(bytes / 1e6).toFixed(0)} MB`)
  })
  await step('post-build steps, side by side', async () => {
    const tsxStep = (name: string) => ({ name, command: process.execPath, args: ['--import', 'tsx', 'scripts/post-build-steps.ts', name] })
    const failed = await runSideBySide(Object.keys(POST_BUILD_STEPS).map(tsxStep), env)
    if (failed.length > 0) process.exit(1)
  })
  // After the steps that read the exported pages (the link report reads every page of out/).
  await step('label links (/go/) and their QR sheet', async () => console.log(`  ${await buildGoLinks()}`))
  // After every step that writes HTML: it hashes the inline scripts of the final pages.
  await step('Content-Security-Policy', () => {
    const site = withEnvironment(withLocaleSlice(loadSiteConfig(), process.env.LOCALES), process.env)
    const { pages, distinctScripts } = addContentSecurityPolicy('out', site)
    console.log(`  ${pages} pages, ${distinctScripts} distinct inline scripts hashed`)
  })
  // Last: the service worker's precache list and the offline copies list every file of out/.
  await step('offline reading (service worker, offline copies)', async () => printOfflineReport(await buildOfflineFiles()))
  printFootprint()
})

/** The last line: what the export weighs, and a warning for each host limit it passes. */
function printFootprint() {
  const footprint = measureFootprint('out')
  const host = loadSiteConfig().deploy?.host
  console.log(`\n${footprintLine('out', footprint)}`)
  const problems = footprintProblems(footprint, hostsToCheck(host))
  const against = host ? `deploy.host "${host}"` : 'every host in the README (no deploy.host in the site config)'
  for (const problem of problems) console.warn(`⚠ too large for a host (${against}): ${problem}`)
}
