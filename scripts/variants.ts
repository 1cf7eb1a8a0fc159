/**
 * Builds of the site with other settings than the default one, each tested on its own:
 * a model endpoint for Ask AI, another brand. `npm run build:variant -- <name>` writes one to
 * out-variants/<name>/; the Playwright config serves each on its port.
 */
export interface Variant {
  /** Environment for `npm run build` (see lib/site/locale-slice.ts and lib/server/site.ts). */
  env: Record<string, string>
  port: number
  /** What the variant is for, shown by the build script. */
  purpose: string
}

export const VARIANTS_DIR = 'out-variants'

/** The stand-in model endpoint the ask-endpoint variant talks to (tests/support/fake-chat-server.mjs). */
export const FAKE_CHAT_PORT = 4175

export const VARIANTS = {
  'ask-endpoint': {
    purpose: 'Ask AI with an OpenAI-compatible model endpoint',
    env: { LOCALES: 'en,ar', ASK_ENDPOINT: `http://localhost:${FAKE_CHAT_PORT}`, ASK_MODEL: 'test-model', ASK_TIMEOUT_MS: '1500' },
    port: 4181,
  },
} satisfies Record<string, Variant>

export type VariantName = keyof typeof VARIANTS

export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(VARIANTS, name)
}
