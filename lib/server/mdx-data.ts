import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { loadControllerData } from '../data/controller'
import { loadDevices } from '../data/devices'
import type { MdxData } from '../mdx/mdx-data'
import { source } from './docs'
import { site, tokens } from './site'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** Reads an SVG from public/ so it can be inlined: inline SVG follows the colour mode. */
function inlineSvg(src: string): string | undefined {
  if (!src.endsWith('.svg')) return undefined
  const file = path.join(PUBLIC_DIR, src)
  if (!file.startsWith(PUBLIC_DIR) || !fs.existsSync(file)) return undefined
  return fs
    .readFileSync(file, 'utf8')
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/<svg\b/, '<svg class="diagram" aria-hidden="true" focusable="false"')
}

let data: MdxData | undefined

/** This build's data for the MDX components (read once per build process). */
export function mdxData(): MdxData {
  data ??= {
    controller: loadControllerData(),
    devices: loadDevices(),
    custom: site.custom,
    tokens,
    hasPage: (locale, docPath) => source.page(locale, docPath) !== undefined,
    inlineSvg,
  }
  return data
}
