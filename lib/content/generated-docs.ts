import fs from 'node:fs'
import path from 'node:path'
import type { SourceDoc } from './types'

/**
 * Build scripts read contentlayer's output directly (routes import it through the
 * `contentlayer/generated` alias instead).
 */
export function readGeneratedDocs(root = process.cwd()): SourceDoc[] {
  const file = path.join(root, '.contentlayer/generated/Doc/_index.json')
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: run contentlayer2 build first`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SourceDoc[]
}
