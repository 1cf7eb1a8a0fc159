/**
 * `npm run bench -- --scale=N`: how the export grows with the docs. Copies content/ into a
 * scratch folder (bench/tmp/scale-N/) with N times today's device pages (the English device
 * pages, each copied N − 1 times under a new name, so every locale shows them too, as it shows
 * an untranslated page), builds all twelve locales from it into out/ and measures the build and
 * the export.
 */
import fs from 'node:fs'
import path from 'node:path'
import { measureBuild, type BuildMeasure } from './build'
import { measureFootprint } from '../footprint'

const DEVICE_PAGES = 'docs/en/Devices'

export interface ScaleMeasure extends BuildMeasure {
  scale: number
  devicePages: number
  bytesPerPage: number
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Writes the scaled content tree and returns its folder and how many device pages it has. */
export function scaledContent(scale: number, source = 'content'): { dir: string; devicePages: number } {
  const dir = path.join('bench', 'tmp', `scale-${scale}`, 'content')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(source, dir, { recursive: true })
  const originals = markdownFiles(path.join(dir, DEVICE_PAGES))
  for (const file of originals) {
    const text = fs.readFileSync(file, 'utf8')
    for (let copy = 2; copy <= scale; copy++) {
      const titled = text.replace(
        /^(title|sidebar_label): (.*)$/gm,
        (_line, field: string, value: string) => `${field}: ${JSON.stringify(`${value.replace(/^["']|["']$/g, '')} (${copy})`)}`,
      )
      fs.writeFileSync(file.replace(/\.mdx$/, `-${copy}.mdx`), titled)
    }
  }
  return { dir, devicePages: originals.length * scale }
}

export async function measureScale(scale: number): Promise<ScaleMeasure> {
  const { dir, devicePages } = scaledContent(scale)
  const build = await measureBuild({ CONTENT_DIR: dir })
  const footprint = measureFootprint('out')
  return { scale, devicePages, ...build, bytesPerPage: Math.round(footprint.bytes / footprint.pages) }
}
