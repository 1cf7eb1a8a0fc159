import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('message keys used in code', () => {
  it('fail the type check with the file, line and key when messages/en.json lacks them', () => {
    const result = spawnSync('npx', ['tsc', '-p', 'tests/fixtures/message-keys/tsconfig.json'], { encoding: 'utf8' })
    expect(result.status).not.toBe(0)
    expect(result.stdout).toMatch(/tests\/fixtures\/message-keys\/UsesMissingKey\.tsx\(6,\d+\): error TS\d+: Argument of type '"missingKeyForTest"'/)
    // The key that exists passes: only one error is reported.
    expect(result.stdout.match(/error TS/g)).toHaveLength(1)
  })
})
