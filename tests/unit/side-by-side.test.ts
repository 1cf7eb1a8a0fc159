import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runSideBySide, startChild } from '../../scripts/side-by-side'

const nodeStep = (name: string, code: string) => ({ name, command: process.execPath, args: ['-e', code] })

/** A step that writes its own marker, then waits for the other's: it ends only if both run at once. */
function meetingStep(name: string, dir: string, other: string, lines: string[]) {
  const mine = JSON.stringify(path.join(dir, name))
  const theirs = JSON.stringify(path.join(dir, other))
  return nodeStep(
    name,
    `const fs = require('fs'); fs.writeFileSync(${mine}, ''); ${lines.map((l) => `console.log(${JSON.stringify(l)});`).join(' ')}
     const giveUp = Date.now() + 20000
     const wait = () => fs.existsSync(${theirs}) ? process.exit(0) : Date.now() > giveUp ? process.exit(9) : setTimeout(wait, 20)
     wait()`,
  )
}

describe('build steps side by side', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs the steps at the same time and prints each one whole, with its output', async () => {
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'))
    const failed = await runSideBySide(
      [meetingStep('first', dir, 'second', ['a1', 'a2']), meetingStep('second', dir, 'first', ['b1'])],
      process.env,
    )
    fs.rmSync(dir, { recursive: true })
    // Each step waits for the other's marker: run one after the other, the first would give up.
    expect(failed).toEqual([])
    expect(printed.sort()).toEqual([
      expect.stringMatching(/^✓ first \(\d+\.\d s\)\n {2}a1\n {2}a2$/),
      expect.stringMatching(/^✓ second \(\d+\.\d s\)\n {2}b1$/),
    ])
  })

  it('returns the failed steps with their output and exit code', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line))
    const failed = await runSideBySide([nodeStep('fine', ''), nodeStep('broken', 'console.error("out/x.html: no title"); process.exit(3)')], process.env)
    expect(failed.map((f) => [f.name, f.exit])).toEqual([['broken', 3]])
    expect(errors[0]).toBe('✖ broken failed (exit 3)\nout/x.html: no title')
  })

  it('stops a step together with the processes it started', async () => {
    const child = startChild({ name: 'sleeper', command: 'sh', args: ['-c', 'sleep 30 & sleep 30'] }, process.env)
    setTimeout(child.stop, 200)
    const result = await child.result
    expect(result.exit).toBe('SIGTERM')
    // The background sleep was stopped too: otherwise its open output would hold the step for 30 s.
    expect(result.seconds).toBeLessThan(20)
  })
})

describe('steps of a process that is stopped', () => {
  it('end with it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'))
    const pidFile = path.join(dir, 'pid')
    // A parent that runs a long step side by side; the step writes its pid, then sleeps.
    const parent = spawn(process.execPath, ['--import', 'tsx', '-e', `
      import { runSideBySide } from ${JSON.stringify(path.resolve('scripts/side-by-side.ts'))}
      await runSideBySide([{ name: 'long', command: process.execPath, args: ['-e', ${JSON.stringify(`require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setTimeout(() => {}, 60000)`)}] }], process.env)
    `], { stdio: 'ignore' })
    const giveUp = Date.now() + 20000
    while (!fs.existsSync(pidFile) && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 50))
    const stepPid = Number(fs.readFileSync(pidFile, 'utf8'))
    const exit = new Promise<number | null>((resolve) => parent.on('exit', resolve))
    parent.kill('SIGTERM')
    expect(await exit).toBe(143)
    // Gone, or a zombie no one has reaped yet (a container's first process may not reap).
    const running = () => fs.existsSync(`/proc/${stepPid}`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${stepPid}/status`, 'utf8'))
    const until = Date.now() + 5000
    while (running() && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    expect(running()).toBe(false)
    fs.rmSync(dir, { recursive: true })
  }, 30000)
})

describe('a step with variables of its own', () => {
  it('sees them on top of the shared environment', async () => {
    const { result } = startChild(
      { name: 'env', command: process.execPath, args: ['-e', 'console.log(process.env.SHARED, process.env.OWN)'], env: { OWN: 'own' } },
      { ...process.env, SHARED: 'shared' },
    )
    expect((await result).output.trim()).toBe('shared own')
  })
})
