/**
 * Builds of the site with other settings than the default one, each tested on its own:
 * a model endpoint for Ask AI, a small fixture content tree in production and preview mode. `npm run build:variant -- <name>` writes one to
 * out-variants/<name>/; the Playwright config serves each on its port.
 */
export interface Variant {
  /** Environment for `npm run build` (see lib/site/locale-slice.ts and lib/server/site.ts). */
  env: Record<string, string>
  port: number
  /** What the variant is for, shown by the build script. */
  purpose: string
  /** Its tests: tests/e2e/variants/{spec}.spec.ts for each (default: the variant's name). */
  specs?: string[]
}

/** The test files of a variant, for the Playwright config. */
export function variantSpecs(name: string, variant: Variant): string[] {
  return (variant.specs ?? [name]).map((spec) => `variants/${spec}.spec.ts`)
}

export const VARIANTS_DIR = 'out-variants'

/**
 * Test servers take ports from one base (E2E_PORT, default 4173), so checkouts side by side can
 * run their tests at once: the default build on the base, the stand-in model endpoint
 * (tests/support/fake-chat-server.mjs) on base + 2, the default build on nginx on base + 3,
 * Lighthouse's nginx on base + 4, the bench's server on base + 5, the changed copy of out/ of the
 * offline update test (tests/e2e/offline.spec.ts) on base + 6, the slow host of the offline fault
 * tests (tests/e2e/offline-faults.spec.ts) on base + 1, the Ask proxy on base + 7, variants from
 * base + 8 (to base + 11), the other build of `npm run lighthouse -- --against=<dir>` on base + 12. The
 * endpoint's port is built into the lumiq variant: build and test it with the same E2E_PORT.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const FAKE_CHAT_PORT = E2E_PORT + 2
export const NGINX_PORT = E2E_PORT + 3
export const LIGHTHOUSE_PORT = E2E_PORT + 4
/** The build `npm run lighthouse -- --against=<dir>` compares out/ with. */
export const LIGHTHOUSE_AGAINST_PORT = E2E_PORT + 12
export const BENCH_PORT = E2E_PORT + 5
export const OFFLINE_UPDATE_PORT = E2E_PORT + 6
export const OFFLINE_FAULTS_PORT = E2E_PORT + 1
/** The reference Ask proxy (deploy/ask-proxy/) in front of the stand-in model endpoint. */
export const ASK_PROXY_PORT = E2E_PORT + 7
/** What the proxy holds and the site never sees; tests/e2e/variants/lumiq-ask.spec.ts greps the export for it. */
export const ASK_PROXY_TEST_KEY = 'sk-e2e-held-by-the-proxy-only-7d1c'
export const ASK_SITE_TOKEN = 'e2e-public-site-token'

/** Content tree of the editors variants (tests/e2e/variants/editors*.spec.ts). */
export const EDITORS_FIXTURE = 'tests/fixtures/content-editors'

export const VARIANTS = {
  // One build for the white label and Ask AI through the proxy (a brand's site with its own
  // model endpoint): each build costs 40-50 s of the CI run.
  lumiq: {
    purpose:
      'the white-label brand Lumiq Energy (other names, colours and logos; toolbox off, energy-supplier page on), with Ask AI through the reference Ask proxy (deploy/ask-proxy/) to an OpenAI-compatible model endpoint',
    env: {
      SITE: 'lumiq',
      LOCALES: 'en,ar',
      ASK_ENDPOINT: `http://127.0.0.1:${ASK_PROXY_PORT}`,
      ASK_MODEL: 'test-model',
      ASK_SITE_TOKEN,
      ASK_TIMEOUT_MS: '3000',
    },
    specs: ['lumiq', 'lumiq-ask'],
    port: E2E_PORT + 9,
  },
  editors: {
    purpose: 'a small fixture content tree with drafts, an unlisted page and link problems (production build)',
    env: { CONTENT_DIR: EDITORS_FIXTURE, LOCALES: 'en,nl' },
    port: E2E_PORT + 10,
  },
  'editors-preview': {
    purpose: 'the same fixture as a preview build (PREVIEW=1): drafts shown with a badge',
    env: { CONTENT_DIR: EDITORS_FIXTURE, LOCALES: 'en,nl', PREVIEW: '1' },
    port: E2E_PORT + 11,
  },
} satisfies Record<string, Variant>

export type VariantName = keyof typeof VARIANTS

export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(VARIANTS, name)
}
