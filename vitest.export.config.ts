import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Checks of the export that need no browser: they read out/ as the build wrote it (links,
 * brand strings, search relevance and Ask over the exported indexes). `npm test` runs them
 * after the build; `npx vitest run --config vitest.export.config.ts` alone needs an out/.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/export/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    // Every core (vitest's default leaves one free): see vitest.config.ts.
    maxWorkers: os.availableParallelism(),
  },
})
