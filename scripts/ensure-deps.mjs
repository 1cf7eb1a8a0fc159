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

/** Debian's Chromium: Lighthouse and the benchmarks measure pages in it, as readers' browsers load them. */
export const CHROMIUM = '/usr/bin/chromium'
/**
 * The same Chromium build without the browser around it (Debian's chromium-headless-shell, what
 * Playwright itself runs for headless tests): the end-to-end tests run in it, at about half the
 * CPU of the full browser in headless mode (tests/e2e/foundation.spec.ts, 2 workers: 32 s
 * instead of 67 s).
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export const NGINX = '/usr/sbin/nginx'
export const JAVA = '/usr/bin/java'

let aptUpdated = false

/** Installs Debian packages (once per run: one `apt-get update` before the first install). */
function aptInstall(...packages) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  if (!aptUpdated) sh(`${sudo}apt-get update -qq`)
  aptUpdated = true
  sh(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages.join(' ')}`)
}

/** Debian's Chromium and its headless shell (Playwright's own browser downloads cannot work here). */
export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
  ].filter(([binary]) => !fs.existsSync(binary))
  if (missing.length > 0) aptInstall(...missing.map(([, pkg]) => pkg))
}

/**
 * Debian's nginx: the tests and Lighthouse serve out/ with it as a production host would. They
 * run their own unprivileged instance (scripts/nginx-server.mjs), never the system service.
 */
export function ensureNginx() {
  if (!fs.existsSync(NGINX)) aptInstall('nginx')
}

/** Java for the Nu HTML Checker (npm vnu-jar ships the checker, not a Java runtime). */
export function ensureJava() {
  if (!fs.existsSync(JAVA)) aptInstall('default-jre-headless')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules()
  if (process.argv.includes('--chromium')) ensureChromium()
  if (process.argv.includes('--gates')) (ensureNginx(), ensureJava())
}
