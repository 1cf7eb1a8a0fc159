/** Measures out/ as a host counts it: bytes, files, pages, the fullest folder and the largest file. */
import fs from 'node:fs'
import path from 'node:path'
import type { Footprint } from '../lib/export/footprint'

export function measureFootprint(dir: string): Footprint {
  const footprint: Footprint = { bytes: 0, files: 0, pages: 0, largestFolder: { path: dir, files: 0 }, largestFile: { path: '', bytes: 0 } }
  const perFolder = new Map<string, number>()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = fs.statSync(file).size
    footprint.bytes += bytes
    footprint.files++
    if (entry.name === 'index.html') footprint.pages++
    if (bytes > footprint.largestFile.bytes) footprint.largestFile = { path: path.relative(dir, file), bytes }
    perFolder.set(entry.parentPath, (perFolder.get(entry.parentPath) ?? 0) + 1)
  }
  for (const [folder, files] of perFolder) {
    if (files > footprint.largestFolder.files) footprint.largestFolder = { path: path.relative(dir, folder) || '.', files }
  }
  return footprint
}
