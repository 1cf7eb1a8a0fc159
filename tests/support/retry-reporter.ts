import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Makes retries visible: CI allows one retry per test (a test slowed by the load), and a test
 * that passed only on its retry is a flaky test to fix, not a pass to forget. At the end of the
 * run this prints every test that was run again, with the error of each failed try.
 */
export default class RetryReporter implements Reporter {
  private readonly tries = new Map<string, { title: string; retried: boolean; errors: string[] }>()

  onTestEnd(test: TestCase, result: TestResult) {
    const entry = this.tries.get(test.id) ?? { title: `[${test.parent.project()?.name ?? ''}] ${test.titlePath().slice(1).join(' › ')}`, retried: false, errors: [] }
    if (result.retry > 0) entry.retried = true
    if (result.status !== 'passed' && result.status !== 'skipped') entry.errors.push(`try ${result.retry + 1}: ${(result.error?.message ?? result.status).split('\n')[0]}`)
    this.tries.set(test.id, entry)
  }

  onEnd() {
    const retried = [...this.tries.values()].filter((t) => t.retried)
    if (retried.length === 0) {
      console.log('\nretries: none (no test was run again)')
      return
    }
    console.log(`\nretries: ${retried.length} test(s) were run again after a failed try:`)
    for (const test of retried) console.log(`  ${test.title}\n    ${test.errors.join('\n    ')}`)
  }

  printsToStdio() {
    return false
  }
}
