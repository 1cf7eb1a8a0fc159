/**
 * `contentlayer2 build` on both cores. contentlayer compiles the MDX of every page in one
 * process, on one core; this script runs two, each on about half of the locales
 * (CONTENTLAYER_LOCALES, read by contentlayer.config.ts), and adds the second's documents to
 * the first's `.contentlayer/generated`. contentlayer writes below its working directory as its
 * `PWD` names it, so the second runs with `PWD` at a folder of its own, which links the content
 * tree.
 */
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { contentDir } from '../lib/content-dir'
import { mergeGenerated, splitLocales } from '../lib/content/contentlayer-parts'
import { localeSlice } from '../lib/site/locale-slice'
import { LOCALE_IDS } from '../lib/i18n/locales'
import { runScript } from './run-script'
import { runSideBySide, type ChildStep } from './side-by-side'

const PART_DIR = '.contentlayer/part-2'
const CLI = 'node_modules/contentlayer2/bin/cli.cjs'

/** How many content files (MDX pages, category files) each locale of the build has. */
function filesByLocale(content: string): Map<string, number> {
  const locales = [...(localeSlice(process.env.LOCALES) ?? LOCALE_IDS)]
  const count = (dir: string): number =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(mdx|ya?ml)$/.test(f)).length : 0
  return new Map(locales.map((locale) => [locale, count(path.join(content, 'docs', locale)) + count(path.join(content, 'pages', locale))]))
}

/** The second process's working folder: a link to the content tree, where contentlayer looks for it. */
function preparePartDir(content: string): string {
  const dir = path.resolve(PART_DIR)
  fs.rmSync(path.join(dir, '.contentlayer', 'generated'), { recursive: true, force: true })
  const link = path.join(dir, content)
  fs.mkdirSync(path.dirname(link), { recursive: true })
  fs.rmSync(link, { force: true })
  fs.symlinkSync(path.resolve(content), link)
  return dir
}

/** contentlayer on some locales; with `pwd`, writing below that folder instead of this one. */
function contentlayerStep(locales: string[], pwd?: string): ChildStep {
  return {
    name: `contentlayer (${locales.join(', ')})`,
    command: process.execPath,
    args: [CLI, 'build', '--config', path.resolve('contentlayer.config.ts')],
    env: { CONTENTLAYER_LOCALES: locales.join(','), ...(pwd ? { PWD: pwd } : {}) },
  }
}

runScript(async () => {
  const content = contentDir()
  const parts = os.availableParallelism() > 1 ? splitLocales(filesByLocale(content), 2) : []
  const partDir = parts.length === 2 ? preparePartDir(content) : undefined
  const steps = partDir ? [contentlayerStep(parts[0]!), contentlayerStep(parts[1]!, partDir)] : [{ name: 'contentlayer', command: process.execPath, args: [CLI, 'build'] }]
  const failed = await runSideBySide(steps, process.env)
  if (failed.length > 0) process.exit(1)
  if (partDir) mergeGenerated('.contentlayer/generated', path.join(partDir, '.contentlayer', 'generated'))
})
