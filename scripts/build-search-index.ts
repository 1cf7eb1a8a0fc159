/**
 * After the export: one search index per locale over the sections of every doc page, read from
 * the HTML readers get (so data tables, device facts and brand names are searchable as shown).
 * Untranslated pages are English in every locale: their sections are parsed once and reused.
 * Unlisted docs are left out; drafts only exist in preview builds, where they are searchable.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { buildSearchIndex, type BuiltIndex } from '../lib/search/build-index'
import { extractSections } from '../lib/search/sections'
import { SEARCH_INDEX_DIR, searchExcerptsPath, searchIndexPath, searchPassagesPath, searchTermsPath, searchWorkerPath } from '../lib/search/files'
import { bundleSearchWorker, searchWorkerFile } from './build-search-worker'
import type { Section } from '../lib/search/types'
import { localePageFiles } from './exported-pages'
import { runScript } from './run-script'

const OUT = 'out'

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const attr = (html: string, name: string) => {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html)
  return match ? decodeEntities(match[1]!) : undefined
}

export interface IndexReport {
  locale: string
  pages: number
  sections: number
  /** Files written: worker, base, shards, excerpt parts, passages. */
  files: number
  shards: number
  /** Size of the base file and the shards together. */
  rawBytes: number
  gzipBytes: number
}

/** Every locale's index files, and its search worker (`workerCode`: scripts/build-search-worker.ts). */
export async function buildSearchIndexes(workerCode: string): Promise<IndexReport[]> {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const englishByDoc = new Map<string, Section[]>()
  const reports: IndexReport[] = []
  fs.mkdirSync(path.join(OUT, SEARCH_INDEX_DIR), { recursive: true })
  const locales = [DEFAULT_LOCALE, ...site.locales.filter((l) => l !== DEFAULT_LOCALE)]
  for (const locale of locales) {
    const sections: Section[] = []
    let pages = 0
    for (const { file, url } of localePageFiles(OUT, locale)) {
      const html = fs.readFileSync(file, 'utf8')
      const docPath = attr(html, 'data-doc')
      // Unlisted pages are reachable by their link only: not in search (nor in Ask AI's passages).
      if (docPath === undefined || attr(html, 'data-unlisted') !== undefined) continue
      pages++
      const english = englishByDoc.get(docPath)
      if (locale !== DEFAULT_LOCALE && attr(html, 'data-translation-status') === 'fallback' && english) {
        const label = attr(html, 'data-section-label') ?? ''
        const englishUrl = english[0]!.pageUrl
        sections.push(...english.map((s) => ({ ...s, label, url: url + s.url.slice(englishUrl.length), pageUrl: url, lang: 'en' })))
        continue
      }
      const found = extractSections(html, url, locale) ?? []
      if (locale === DEFAULT_LOCALE) englishByDoc.set(docPath, found)
      sections.push(...found)
    }
    const built = await buildSearchIndex(locale, sections)
    const files = localeFiles(built, workerCode)
    for (const { sitePath, text } of files) fs.writeFileSync(path.join(OUT, sitePath), text)
    const index = files.filter((f) => f.inIndex).map((f) => f.text)
    reports.push({
      locale,
      pages,
      sections: sections.length,
      files: files.length,
      shards: built.shards.length,
      rawBytes: index.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
      gzipBytes: index.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
    })
  }
  return reports
}

/** A locale's search files as written to out/; `inIndex` marks the base file and the shards (the whole index). */
function localeFiles({ index, shards, excerpts, passages }: BuiltIndex, workerCode: string) {
  const base = JSON.stringify(index)
  return [
    { sitePath: searchWorkerPath(index.locale), text: searchWorkerFile(workerCode, base), inIndex: false },
    { sitePath: searchIndexPath(index.locale), text: base, inIndex: true },
    ...shards.map((shard, n) => ({ sitePath: searchTermsPath(index.locale, n), text: JSON.stringify(shard), inIndex: true })),
    ...excerpts.map((part, n) => ({ sitePath: searchExcerptsPath(index.locale, n), text: JSON.stringify(part), inIndex: false })),
    { sitePath: searchPassagesPath(index.locale), text: JSON.stringify(passages), inIndex: false },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(async () => {
    const reports = await buildSearchIndexes(await bundleSearchWorker())
    for (const r of reports) {
      console.log(`${r.locale.padEnd(3)} ${String(r.pages).padStart(4)} pages ${String(r.sections).padStart(5)} sections  ${String(r.files).padStart(3)} files  index ${(r.rawBytes / 1024).toFixed(0).padStart(5)} KB raw ${(r.gzipBytes / 1024).toFixed(0).padStart(4)} KB gzip in ${r.shards} shards`)
    }
  })
}
