import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sampleTreeMemory } from './process-memory'

export interface BuildMeasure {
  wallSeconds: number
  peakMemoryMB: number
  pagesExported: number
  outSizeMB: number
  outFiles: number
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

export function measureOut(outDir = 'out'): Pick<BuildMeasure, 'pagesExported' | 'outSizeMB' | 'outFiles'> {
  const files = walk(outDir)
  const bytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0)
  return {
    pagesExported: files.filter((f) => f.endsWith('.html')).length,
    outSizeMB: Math.round((bytes / 1024 / 1024) * 10) / 10,
    outFiles: files.length,
  }
}

/** Runs `npm run build` from a clean state and measures wall time and peak memory of the tree. */
export async function measureBuild(): Promise<BuildMeasure> {
  for (const dir of ['.next', '.contentlayer', 'out']) fs.rmSync(dir, { recursive: true, force: true })
  const start = performance.now()
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] })
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
