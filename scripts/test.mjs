// `npm test`: installs what is missing (node_modules, Debian chromium), then runs every test:
// unit tests of lib/, the static build and its variants (scripts/variants.ts), and the
// Playwright tests against out/ and out-variants/.
// SKIP_BUILD=1 reuses existing builds (for quick local runs).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs'

function run(title, command, env = {}) {
  const start = Date.now()
  console.log(`\n▶ ${title}: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  console.log(`✓ ${title} (${((Date.now() - start) / 1000).toFixed(0)} s)`)
}

ensureNodeModules()
ensureChromium()
run('unit tests', 'npx vitest run')
if (process.env.SKIP_BUILD === '1' && fs.existsSync('out/index.html')) console.log('\n(using the existing builds)')
else {
  run('static build', 'npm run build')
  run('variant builds', 'npm run build:variant')
}
run('end-to-end tests', 'npx playwright test', { E2E_REQUIRE_VARIANTS: '1' })
