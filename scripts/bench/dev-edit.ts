/**
 * `npm run bench:dev`: the editor's loop in `npm run dev`, measured. Starts the dev server (or
 * uses DEV_URL), opens a page in Chromium, then several times appends a unique sentence to the
 * page's MDX file and times until the open page shows it (no reload: contentlayer rebuilds,
 * Next refreshes the page). The file is restored afterwards, whatever happens.
 * Writes bench/dev-edit.json; prints p50 and p95, and the machine's load, since a busy machine
 * stretches every step. When it starts the dev server itself, it also counts the CPU time its
 * processes spend per edit (Linux /proc): about the wall time on an idle machine, as the steps
 * (contentlayer, then Next) run one after the other.
 */
import fs from 'node:fs'
import os from 'node:os'
import { spawn, type ChildProcess } from 'node:child_process'
import { chromium } from '@playwright/test'
import { contentDir } from '../../lib/content-dir'
import { CHROMIUM } from './stats'

const DOC = process.env.DEV_EDIT_DOC ?? 'installation'
const PAGE = process.env.DEV_EDIT_PAGE ?? `/${DOC}/`
const EDITS = Number(process.env.DEV_EDIT_COUNT ?? 8)
const PORT = Number(process.env.E2E_PORT ?? 4173) + 4
const FILE = `${contentDir()}/docs/en/${DOC}.mdx`

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (ms) used so far by the processes of a process group (Linux). */
function groupCpuMs(groupId: number): number {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Fields after the command name (which may hold spaces): state is 3rd, pgrp 5th, utime 14th, stime 15th.
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

async function waitForServer(url: string, timeoutMs: number) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function main() {
  let server: ChildProcess | undefined
  const baseUrl = process.env.DEV_URL ?? `http://localhost:${PORT}`
  if (!process.env.DEV_URL) {
    // Its own process group, so the dev server and its children stop together.
    server = spawn('npx', ['tsx', 'scripts/dev.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true })
  }
  const original = fs.readFileSync(FILE, 'utf8')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  const timings: number[] = []
  const cpuTimings: number[] = []
  const loads: number[] = []
  const cpuNow = () => (server?.pid && fs.existsSync('/proc') ? groupCpuMs(server.pid) : undefined)
  try {
    // The first request compiles the route: minutes on a busy machine.
    await waitForServer(`${baseUrl}${PAGE}`, 600_000)
    const page = await browser.newPage()
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'load', timeout: 300_000 })
    // Hydrated and connected to the dev server's updates.
    await page.waitForTimeout(3000)
    for (let i = 0; i < EDITS + 1; i++) {
      const marker = `Edit marker ${Date.now().toString(36)}${i}.`
      const cpuBefore = cpuNow()
      fs.writeFileSync(FILE, `${original.trimEnd()}\n\n${marker}\n`)
      const start = performance.now()
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 50 })
      const ms = Math.round(performance.now() - start)
      const cpu = cpuBefore === undefined ? undefined : Math.round(cpuNow()! - cpuBefore)
      const load = os.loadavg()[0]!
      // The first edit warms the watchers up and is not counted.
      if (i > 0) {
        timings.push(ms)
        loads.push(load)
        if (cpu !== undefined) cpuTimings.push(cpu)
      }
      console.log(`edit ${i}${i === 0 ? ' (warm-up)' : ''}: visible after ${ms} ms${cpu === undefined ? '' : `, ${cpu} ms CPU`} (load ${load.toFixed(1)} on ${os.cpus().length} cores)`)
      fs.writeFileSync(FILE, original)
      await page.waitForFunction((text) => !document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 100 })
      await page.waitForTimeout(500)
    }
  } finally {
    fs.writeFileSync(FILE, original)
    await browser.close()
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  }
  const result = {
    date: new Date().toISOString(),
    page: PAGE,
    file: FILE,
    edits: timings.length,
    locales: process.env.LOCALES ?? 'all',
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    timingsMs: timings,
    cpuP50Ms: cpuTimings.length > 0 ? percentile(cpuTimings, 50) : undefined,
    cpuP95Ms: cpuTimings.length > 0 ? percentile(cpuTimings, 95) : undefined,
    cpuMs: cpuTimings,
    loadAverage: loads.map((l) => Number(l.toFixed(1))),
    cores: os.cpus().length,
  }
  console.log(`\nsave → visible in npm run dev (${result.edits} edits of ${FILE}, locales: ${result.locales}): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`)
  if (result.cpuP50Ms !== undefined) console.log(`CPU time of the dev server per edit: p50 ${result.cpuP50Ms} ms, p95 ${result.cpuP95Ms} ms`)
  console.log(`load average during the edits: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${result.cores} cores`)
  fs.mkdirSync('bench', { recursive: true })
  fs.writeFileSync('bench/dev-edit.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('written to bench/dev-edit.json')
}

await main()
