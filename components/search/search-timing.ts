/**
 * When the typed query goes to the worker, and which answer may be shown. Framework-free, so
 * the rules are tested on their own (tests/unit/search-timing.test.ts).
 */

/**
 * Debounce with a leading edge: the first change after a quiet spell of `waitMs` runs at once
 * (the worker answers in about a millisecond, and right after opening search the index may still
 * be loading, so waiting would only add to the first result); changes that follow within
 * `waitMs` of the previous one wait `waitMs`, so a burst of keystrokes ends in one search.
 */
export function queryDelay(now: number, previousChange: number | undefined, waitMs: number): number {
  return previousChange === undefined || now - previousChange >= waitMs ? 0 : waitMs
}

/**
 * Orders answers that can arrive out of order (a query sent while the index loads may answer
 * after a later one): an answer is shown only when it is newer than the one on screen.
 */
export function createAnswerOrder() {
  let issued = 0
  let shown = 0
  return {
    /** Numbers a query as it is sent. */
    issue: () => ++issued,
    /** Whether the answer to query `n` may replace what is shown; if so, it is now shown. */
    accept(n: number): boolean {
      if (n <= shown) return false
      shown = n
      return true
    },
    /** Whether `n` is the last query sent (its failure is worth showing). */
    isLatest: (n: number) => n === issued,
    /** Drops every answer still under way (the field was cleared). */
    dropPending() {
      shown = issued
    },
  }
}
