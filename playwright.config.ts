import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { ASK_PROXY_PORT, ASK_PROXY_TEST_KEY, ASK_SITE_TOKEN, E2E_PORT as PORT, FAKE_CHAT_PORT, NGINX_PORT, VARIANTS, VARIANTS_DIR, variantSpecs } from './scripts/variants'
// Without the service worker (tests mock the network with page.route, which a worker would
// bypass); tests/e2e/offline.spec.ts allows it.
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' as const }

/**
 * End-to-end tests against the exported site in out/, served as a static host would serve it,
 * against the same build on nginx with the site's production rules (tests/e2e/nginx/: headers,
 * status codes, the Content-Security-Policy), and against the variant builds in out-variants/
 * (tests/e2e/variants/, scripts/variants.ts names each variant's files), each on its own port. A variant that has not been built
 * is left out with a note.
 * The browser is Debian's Chromium headless shell (scripts/ensure-deps.mjs installs it; the full
 * browser in headless mode costs twice the CPU); Playwright's own browser downloads cannot work
 * here. CHROMIUM_PATH=/usr/bin/chromium runs the tests in the full browser.
 */
const builtVariants = Object.entries(VARIANTS).filter(([name]) => {
  const built = fs.existsSync(path.join(VARIANTS_DIR, name, 'index.html'))
  // npm test builds every variant and requires them; a local run may go without.
  if (!built && process.env.E2E_REQUIRE_VARIANTS) throw new Error(`variant ${name} is missing: npm run build:variant -- ${name}`)
  if (!built) console.warn(`(variant ${name} not built, its tests are left out: npm run build:variant -- ${name})`)
  return built
})

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

const server = (dir: string, port: number, script = 'scripts/static-server.mjs', host = 'localhost'): WebServer => ({
  command: `node ${script} ${dir} ${port}`,
  url: `http://${host}:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
})

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Every retry is listed at the end (tests/support/retry-reporter.ts): a retried test is a flaky one.
  reporter: [['list'], ['./tests/support/retry-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A browser language the site does not publish: the language suggestion offers nothing, so
    // its bar covers nothing another test clicks. Its own tests (language-suggestion.spec.ts)
    // set the reader's languages.
    locale: 'ja-JP',
    // Recording a trace costs about a quarter of the run's CPU (foundation.spec.ts, 2 workers: 98 s
    // with one per test, 75 s without): CI records one when a failed test runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: desktop, testIgnore: ['variants/**', 'nginx/**'] },
    { name: 'nginx', testMatch: 'nginx/**/*.spec.ts', use: { ...desktop, baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    ...builtVariants.map(([name, variant]) => ({
      name: `variant:${name}`,
      testMatch: variantSpecs(name, variant),
      use: { ...desktop, baseURL: `http://localhost:${variant.port}` },
    })),
  ],
  webServer: [
    server(process.env.E2E_OUT ?? 'out', PORT),
    server(process.env.E2E_OUT ?? 'out', NGINX_PORT, 'scripts/nginx-server.mjs', '127.0.0.1'),
    ...builtVariants.map(([name, variant]) => server(path.join(VARIANTS_DIR, name), variant.port)),
    {
      // The Ask proxy as an operator would run it, holding the key, in front of the stand-in model.
      command: 'node deploy/ask-proxy/node-server.mjs',
      url: `http://127.0.0.1:${ASK_PROXY_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      env: {
        ASK_PROXY_PORT: String(ASK_PROXY_PORT),
        ASK_PROXY_UPSTREAM: `http://localhost:${FAKE_CHAT_PORT}`,
        ASK_PROXY_KEY: ASK_PROXY_TEST_KEY,
        ASK_PROXY_MODEL: 'proxy-model',
        ASK_PROXY_ALLOWED_ORIGINS: `http://localhost:${VARIANTS.lumiq.port}`,
        ASK_PROXY_SITE_TOKEN: ASK_SITE_TOKEN,
        // All questions come from one address here; the rate limit has its own tests (tests/unit/ask-proxy.test.ts).
        ASK_PROXY_BURST: '200',
        ASK_PROXY_QUIET: '1',
      },
    },
    {
      command: `node tests/support/fake-chat-server.mjs ${FAKE_CHAT_PORT}`,
      url: `http://localhost:${FAKE_CHAT_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
  ],
})
