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
import { SEARCH_INDEX_DIR, searchExcerptsPath, searchIndexPath, searchPassagesPath, searchTermsPath } from '../lib/search/files'
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
  /** Files written: base, shards, excerpt parts, passages. */
  files: number
  shards: number
  /** Size of the base file and the shards together. */
  rawBytes: number
  gzipBytes: number
}

export async function buildSearchIndexes(): Promise<IndexReport[]> {
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
    const files = writeLocaleFiles(built)
    reports.push({ locale, pages, sections: sections.length, files, shards: built.shards.length, ...indexSizes(built) })
  }
  return reports
}

/** Writes a locale's search files into out/; returns how many. */
function writeLocaleFiles({ index, shards, excerpts, passages }: BuiltIndex): number {
  const files: [string, unknown][] = [
    [searchIndexPath(index.locale), index],
    ...shards.map((shard, n): [string, unknown] => [searchTermsPath(index.locale, n), shard]),
    ...excerpts.map((part, n): [string, unknown] => [searchExcerptsPath(index.locale, n), part]),
    [searchPassagesPath(index.locale), passages],
  ]
  for (const [sitePath, content] of files) fs.writeFileSync(path.join(OUT, sitePath), JSON.stringify(content))
  return files.length
}

/** Size of the whole index (base file and shards): what search loads at most, Ask AI's passages aside. */
function indexSizes({ index, shards }: BuiltIndex): { rawBytes: number; gzipBytes: number } {
  const files = [index, ...shards].map((content) => JSON.stringify(content))
  return {
    rawBytes: files.reduce((sum, json) => sum + Buffer.byteLength(json), 0),
    gzipBytes: files.reduce((sum, json) => sum + gzipSync(json, { level: 9 }).length, 0),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(async () => {
    const reports = await buildSearchIndexes()
    for (const r of reports) {
      console.log(`${r.locale.padEnd(3)} ${String(r.pages).padStart(4)} pages ${String(r.sections).padStart(5)} sections  ${String(r.files).padStart(3)} files  index ${(r.rawBytes / 1024).toFixed(0).padStart(5)} KB raw ${(r.gzipBytes / 1024).toFixed(0).padStart(4)} KB gzip in ${r.shards} shards`)
    }
  })
}
