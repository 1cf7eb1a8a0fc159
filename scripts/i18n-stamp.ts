/**
 * `npm run i18n:stamp <file> [...]`: records in each translation the hash of the English file
 * it now matches, after the translation was written or updated.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { stampSourceHash } from '../lib/i18n/status'
import { sourceHash } from '../lib/mdx/hash'
import { docsRoot } from './i18n-files'
import { runScript } from './run-script'

runScript(() => {
  const files = process.argv.slice(2)
  if (files.length === 0) throw new Error('usage: npm run i18n:stamp <translated .mdx file> [...]')
  const base = docsRoot()
  for (const file of files) {
    const rel = path.relative(base, path.resolve(file)).split(path.sep)
    const [locale, ...rest] = rel
    if (!locale || locale === DEFAULT_LOCALE || rest.length === 0 || rel[0] === '..') {
      throw new Error(`${file}: expected a translation under ${path.relative(process.cwd(), base)}/<locale>/`)
    }
    const english = path.join(base, DEFAULT_LOCALE, ...rest)
    if (!fs.existsSync(english)) throw new Error(`${file}: no English source ${path.relative(process.cwd(), english)}`)
    const hash = sourceHash(fs.readFileSync(english, 'utf8'))
    fs.writeFileSync(file, stampSourceHash(fs.readFileSync(file, 'utf8'), hash))
    console.log(`${file}: source_hash ${hash}`)
  }
})
