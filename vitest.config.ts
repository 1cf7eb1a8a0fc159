import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    // Every core: vitest's default leaves one free, which on a two-core CI machine is one test
    // file at a time (49 s for the unit tests here, 33 s on both cores).
    maxWorkers: os.availableParallelism(),
  },
})
