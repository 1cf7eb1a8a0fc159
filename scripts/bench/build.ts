import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { measureFootprint } from '../footprint'
import { footprintProblems, hostsToCheck } from '../../lib/export/footprint'
import { sampleTreeMemory } from './process-memory'

export interface BuildMeasure {
  wallSeconds: number
  peakMemoryMB: number
  pagesExported: number
  outSizeMB: number
  outFiles: number
  /** The limits of the README's hosts that out/ passes. */
  hostProblems: string[]
}

export function measureOut(outDir = 'out'): Pick<BuildMeasure, 'pagesExported' | 'outSizeMB' | 'outFiles' | 'hostProblems'> {
  const footprint = measureFootprint(outDir)
  return {
    pagesExported: footprint.pages,
    outSizeMB: Math.round(footprint.bytes / 1e5) / 10,
    outFiles: footprint.files,
    hostProblems: footprintProblems(footprint, hostsToCheck(undefined)),
  }
}

/** Runs `npm run build` from a clean state and measures wall time and peak memory of the tree. */
export async function measureBuild(env: Record<string, string> = {}): Promise<BuildMeasure> {
  for (const dir of ['.next', '.contentlayer', 'out']) fs.rmSync(dir, { recursive: true, force: true })
  const start = performance.now()
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } })
  child.stdout.on('data', () => {})
  const sampler = sampleTreeMemory(child.pid!)
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  const peak = sampler.stop()
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`)
  return {
    wallSeconds: Math.round((performance.now() - start) / 100) / 10,
    peakMemoryMB: Math.round(peak / 1024 / 1024),
    ...measureOut(),
  }
}
