/**
 * `npm run i18n:stamp <file> [...]`: records in each translation the hash of the English file
 * it now matches, after the translation was written or updated.
 * `npm run i18n:stamp -- --metadata <locale> [docPath ...]`: the same for the metadata-only
 * translations of `content/metadata/<locale>.yaml` (the named entries, or all of them).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseDocument, isMap, Scalar, type YAMLMap } from 'yaml'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { stampSourceHash } from '../lib/i18n/status'
import { sourceHash } from '../lib/mdx/hash'
import { PAGE_METADATA_DIR } from '../lib/content/page-metadata'
import { contentDir } from '../lib/content-dir'
import { docsRoot } from './i18n-files'
import { runScript } from './run-script'

function englishHash(docPath: string): string {
  const english = path.join(docsRoot(), DEFAULT_LOCALE, `${docPath}.mdx`)
  if (!fs.existsSync(english)) throw new Error(`no English source ${path.relative(process.cwd(), english)}`)
  return sourceHash(fs.readFileSync(english, 'utf8'))
}

function stampTranslations(files: string[]) {
  const base = docsRoot()
  for (const file of files) {
    const rel = path.relative(base, path.resolve(file)).split(path.sep)
    const [locale, ...rest] = rel
    if (!locale || locale === DEFAULT_LOCALE || rest.length === 0 || rel[0] === '..') {
      throw new Error(`${file}: expected a translation under ${path.relative(process.cwd(), base)}/<locale>/`)
    }
    const hash = englishHash(rest.join('/').replace(/\.mdx$/, ''))
    fs.writeFileSync(file, stampSourceHash(fs.readFileSync(file, 'utf8'), hash))
    console.log(`${file}: source_hash ${hash}`)
  }
}

function stampMetadata(locale: string, docPaths: string[]) {
  const file = path.join(contentDir(), PAGE_METADATA_DIR, `${locale}.yaml`)
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`)
  const document = parseDocument(fs.readFileSync(file, 'utf8'))
  const root = document.contents
  if (!isMap(root)) throw new Error(`${file}: expected a map from English doc paths to entries`)
  const wanted = docPaths.length > 0 ? new Set(docPaths) : undefined
  let stamped = 0
  for (const pair of root.items) {
    const docPath = String((pair.key as { value?: unknown })?.value ?? pair.key)
    if (wanted && !wanted.has(docPath)) continue
    if (!isMap(pair.value)) throw new Error(`${file}: ${docPath}: expected an entry with title, description and keywords`)
    // Quoted: an unquoted hash such as 530e75269272 would be read by YAML as a number.
    const hash = new Scalar(englishHash(docPath))
    hash.type = Scalar.QUOTE_SINGLE
    ;(pair.value as YAMLMap).set('source_hash', hash)
    wanted?.delete(docPath)
    stamped++
  }
  if (wanted && wanted.size > 0) throw new Error(`${file}: no entry for ${[...wanted].join(', ')}`)
  fs.writeFileSync(file, document.toString({ lineWidth: 0 }))
  console.log(`${file}: stamped ${stamped} entries`)
}

runScript(() => {
  const args = process.argv.slice(2)
  if (args[0] === '--metadata') {
    if (!args[1]) throw new Error('usage: npm run i18n:stamp -- --metadata <locale> [docPath ...]')
    stampMetadata(args[1], args.slice(2))
    return
  }
  if (args.length === 0) throw new Error('usage: npm run i18n:stamp <translated .mdx file> [...] | -- --metadata <locale> [docPath ...]')
  stampTranslations(args)
})
