/**
 * Runs build steps as child processes at the same time (the build machine has more than one
 * core, and these steps are each single-threaded). A step's output is printed whole when it
 * ends, with its time, so the lines of different steps never interleave.
 */
import { spawn } from 'node:child_process'

export interface ChildStep {
  name: string
  command: string
  args: string[]
  /** Variables this step sets on top of the shared environment. */
  env?: Record<string, string>
}

export interface ChildStepResult {
  name: string
  seconds: number
  output: string
  /** Exit code, or the signal's name when the process was killed. */
  exit: number | string
}

/**
 * Starts a step in its own process group; `stop` ends it with every process it started (npx,
 * sh and the like start children of their own).
 */
export function startChild(step: ChildStep, env: NodeJS.ProcessEnv): { result: Promise<ChildStepResult>; stop: () => void } {
  const start = performance.now()
  const child = spawn(step.command, step.args, { env: { ...env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const result = new Promise<ChildStepResult>((resolve) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const finish = (exit: number | string) =>
      resolve({ name: step.name, seconds: (performance.now() - start) / 1000, output, exit })
    child.on('error', (error) => {
      output += `${error.message}\n`
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? signal ?? 1))
  })
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already ended
    }
  }
  return { result, stop }
}

/**
 * Runs every step at once and prints each as it ends. Resolves when all have ended; returns
 * the failed ones (empty when all succeeded).
 */
export async function runSideBySide(steps: ChildStep[], env: NodeJS.ProcessEnv): Promise<ChildStepResult[]> {
  const children = steps.map((step) => startChild(step, env))
  // Each step has a process group of its own, which a Ctrl+C or the stop of a parent step does
  // not reach: the steps end with this process, not after it.
  const stopAll = (signal: NodeJS.Signals) => {
    children.forEach((child) => child.stop())
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
  const results = await Promise.all(
    children.map(async (child) => {
      const result = await child.result
      const lines = result.output.trimEnd()
      if (result.exit === 0) {
        console.log(`✓ ${result.name} (${result.seconds.toFixed(1)} s)${lines ? `\n${indent(lines)}` : ''}`)
      } else {
        console.error(`✖ ${result.name} failed (exit ${result.exit})${lines ? `\n${lines}` : ''}`)
      }
      return result
    }),
  )
  process.off('SIGINT', stopAll)
  process.off('SIGTERM', stopAll)
  return results.filter((result) => result.exit !== 0)
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
