// Installs what `npm start` and `npm test` need on a fresh machine. Plain Node on purpose:
// it runs before node_modules exists.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

function sh(command) {
  console.log(`$ ${command}`)
  execSync(command, { stdio: 'inherit' })
}

/** npm install against the committed lock file when node_modules is missing or older than it. */
export function ensureNodeModules() {
  const installed = 'node_modules/.package-lock.json'
  const stale =
    !fs.existsSync(installed) || fs.statSync('package-lock.json').mtimeMs > fs.statSync(installed).mtimeMs + 1000
  if (stale) sh('npm install --no-audit --no-fund')
}

export const CHROMIUM = '/usr/bin/chromium'

/** Debian's Chromium for the browser tests (Playwright's own browser downloads cannot work here). */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  sh(`${sudo}apt-get update -qq`)
  sh(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules()
  if (process.argv.includes('--chromium')) ensureChromium()
}
