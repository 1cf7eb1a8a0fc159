/**
 * After `next build`: removes the route payloads no navigation requests
 * (lib/export/route-payloads.ts), about a quarter of what Next writes per page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isUnrequestedRoutePayload } from '../lib/export/route-payloads'

export function pruneRoutePayloads(outDir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (!isUnrequestedRoutePayload(path.relative(outDir, file))) continue
    bytes += fs.statSync(file).size
    fs.rmSync(file)
    files++
  }
  return { files, bytes }
}
