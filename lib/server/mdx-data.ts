import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { loadControllerData } from '../data/controller'
import { loadDevices } from '../data/devices'
import type { MdxData, SvgDrawing } from '../mdx/mdx-data'
import { source } from './docs'
import { site, tokens } from './site'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** The id the root <svg> of a diagram file carries, for `<use href="…#drawing">`. */
export const DRAWING_ID = 'drawing'

const drawings = new Map<string, SvgDrawing | undefined>()

/**
 * An SVG of public/ as a drawing pages reference. The file's root <svg> needs its viewBox (the
 * page reserves the drawing's shape) and id="drawing"; without them the build fails naming the file.
 */
function svgDrawing(src: string): SvgDrawing | undefined {
  // Read once per build process, not once per page and locale.
  if (!drawings.has(src)) drawings.set(src, readSvgDrawing(src))
  return drawings.get(src)
}

function readSvgDrawing(src: string): SvgDrawing | undefined {
  if (!src.endsWith('.svg')) return undefined
  const file = path.join(PUBLIC_DIR, src)
  if (!file.startsWith(PUBLIC_DIR) || !fs.existsSync(file)) return undefined
  const root = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? ''
  const viewBox = /\sviewBox="([^"]+)"/.exec(root)?.[1]
  const where = path.relative(process.cwd(), file)
  if (!viewBox) throw new Error(`${where}: the root <svg> has no viewBox (a figure's drawing needs its shape)`)
  if (!new RegExp(`\\sid="${DRAWING_ID}"`).test(root)) throw new Error(`${where}: give the root <svg> id="${DRAWING_ID}" (pages draw the file with <use href="…#${DRAWING_ID}">)`)
  return { viewBox, href: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${src}#${DRAWING_ID}` }
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
    svgDrawing,
  }
  return data
}
