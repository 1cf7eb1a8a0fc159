/** Debian's full Chromium (the tests run its headless shell; timings are taken in the browser readers have). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Chromium flags for the bench's headless browser (Debian chromium, no sandbox in CI). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** The p-th percentile (nearest rank) of a list of numbers, rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round(sorted[rank]! * 10) / 10
}
