// `npm test`: installs what is missing (node_modules, Debian chromium, nginx and Java), then runs
// every test: unit tests of lib/, the static build and its variants (scripts/variants.ts), checks
// of out/ that need no browser (tests/export/), the Playwright tests against out/ (also on nginx)
// and out-variants/ (with the quality gates: accessibility, HTML validity, hosting, privacy and
// security), and Lighthouse on one page.
// SKIP_BUILD=1 reuses existing builds (for quick local runs).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { ensureChromium, ensureJava, ensureNginx, ensureNodeModules } from './ensure-deps.mjs'

function run(title, command, env = {}) {
  const start = Date.now()
  console.log(`\n▶ ${title}: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  console.log(`✓ ${title} (${((Date.now() - start) / 1000).toFixed(0)} s)`)
}

ensureNodeModules()
ensureChromium()
ensureNginx()
ensureJava()
run('unit tests', 'npx vitest run')
if (process.env.SKIP_BUILD === '1' && fs.existsSync('out/index.html')) console.log('\n(using the existing builds)')
else {
  run('static build', 'npm run build')
  run('variant builds', 'npm run build:variant')
}
// Checks of out/ that open no browser (links, brand strings, search and Ask quality bars).
run('export checks', 'npx vitest run --config vitest.export.config.ts')
// CI=1: both cores (two workers), one retry for a test slowed by the load, fresh servers.
run('end-to-end tests', 'npx playwright test', { E2E_REQUIRE_VARIANTS: '1', CI: '1' })
// All pages and locales: `npm run lighthouse`; CI checks the thresholds on the long guide.
run('Lighthouse', 'npm run lighthouse -- --ci')
