import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Makes retries visible: CI allows one retry per test (a test slowed by the load), and a test
 * that passed only on its retry is a flaky test to fix, not a pass to forget. At the end of the
 * run this prints every test that was run again, with the error of each failed try.
 */
export default class RetryReporter implements Reporter {
  private readonly tries = new Map<string, { title: string; retried: boolean; errors: string[] }>()

  onTestEnd(test: TestCase, result: TestResult) {
    // titlePath: root, project, file, describes…, title.
    const [, project, ...rest] = test.titlePath()
    const entry = this.tries.get(test.id) ?? { title: `[${project}] ${rest.join(' › ')}`, retried: false, errors: [] }
    if (result.retry > 0) entry.retried = true
    if (result.status !== 'passed' && result.status !== 'skipped') {
      const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]
      entry.errors.push(`try ${result.retry + 1}: ${message}`)
    }
    this.tries.set(test.id, entry)
  }

  onEnd() {
    const retried = [...this.tries.values()].filter((t) => t.retried)
    if (retried.length === 0) {
      console.log('\nretries: none (no test was run again)')
      return
    }
    console.log(`\nretries: ${retried.length} test(s) were run again after a failed try:`)
    // A test without a failed try of its own ran again with its serial group (test.describe.configure({ mode: 'serial' })).
    for (const test of retried) console.log(`  ${test.title}\n    ${test.errors.length > 0 ? test.errors.join('\n    ') : 'passed, run again with its serial group'}`)
  }

  printsToStdio() {
    return false
  }
}
