/**
 * After the export: one search index per locale over the sections of every doc page, read from
 * the HTML readers get (so data tables, device facts and brand names are searchable as shown).
 * Untranslated pages are English in every locale: their sections are parsed once and reused.
 * Unlisted docs are left out; drafts only exist in preview builds, where they are searchable.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, type LocaleId } from '../lib/i18n/locales'
import { brandTokens, productNames } from '../lib/site/brand'
import { loadGlossary } from '../lib/data/glossary'
import { pageWords, type PageWords } from '../lib/search/page-words'
import { docUrl } from '../lib/content/urls'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { buildSearchIndex, type BuiltIndex } from '../lib/search/build-index'
import { extractSections } from '../lib/search/sections'
import { SEARCH_INDEX_DIR, searchAnchorsPath, searchAskPath, searchExcerptsPath, searchIndexPath, searchPassagesPath, searchTermsPath, searchWorkerPath } from '../lib/search/files'
import { bundleSearchWorker, searchWorkerFile } from './build-search-worker'
import type { Section } from '../lib/search/types'
import { localePageFiles } from './exported-pages'
import { runScript } from './run-script'
import { buildDocsSource, exportedDocsByUrl } from '../lib/content/generated-docs'

const OUT = 'out'

export interface IndexReport {
  locale: string
  pages: number
  sections: number
  /** Files written: worker, base, shards, anchors, excerpt parts, passages. */
  files: number
  shards: number
  /** Size of the base file and the shards together. */
  rawBytes: number
  gzipBytes: number
}

/**
 * A page's sections with its words for search: the intro carries its keywords and description;
 * an English page with a title in the locale's language shows that title and is also found by
 * the English one.
 */
function withPageWords(sections: Section[], words: PageWords | undefined): Section[] {
  if (!words) return sections
  return sections.map((section, i) => ({
    ...section,
    ...(words.localTitle ? { title: words.localTitle, altTitle: section.title } : {}),
    ...(i === 0 ? { keywords: words.keywords, description: words.description } : {}),
  }))
}

/**
 * A section that names a product by its brand name ("Ampora Edge") means the plain word too
 * ("controller"), which readers type and the section may never write.
 */
function withImpliedWords(sections: Section[], products: { name: string; plainWord: string }[]): Section[] {
  return sections.map((section) => {
    const said = `${section.title} ${section.heading ?? ''} ${section.text}`
    const implied = products.filter((p) => said.includes(p.name)).map((p) => p.plainWord)
    return implied.length > 0 ? { ...section, impliedWords: implied.join(' ') } : section
  })
}

/** Every locale's index files, and its search worker (`workerCode`: scripts/build-search-worker.ts). */
export async function buildSearchIndexes(workerCode: (locale: string) => Promise<{ worker: string; ask: string }>): Promise<IndexReport[]> {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const tokens = brandTokens(site)
  const products = productNames(tokens)
  const glossary = loadGlossary()
  const docs = exportedDocsByUrl(buildDocsSource(site), site.locales)
  const englishByDoc = new Map<string, Section[]>()
  const reports: IndexReport[] = []
  fs.mkdirSync(path.join(OUT, SEARCH_INDEX_DIR), { recursive: true })
  const locales = [DEFAULT_LOCALE, ...site.locales.filter((l) => l !== DEFAULT_LOCALE)]
  for (const locale of locales) {
    const sections: Section[] = []
    const words = pageWords(locale as LocaleId, tokens)
    let pages = 0
    for (const { file, url } of localePageFiles(OUT, locale)) {
      const exported = docs.get(url)
      // Unlisted pages are reachable by their link only: not in search (nor in Ask AI's passages).
      if (!exported || exported.page.english.unlisted) continue
      const { docPath, status } = exported.page
      pages++
      const english = englishByDoc.get(docPath)
      if (status === 'fallback' && english) {
        const label = exported.sectionLabel
        const englishUrl = english[0]!.pageUrl
        // Its links lead to the English pages: the reader of this locale follows them to the locale's own.
        const localeLink = (link: string) => {
          const linked = docs.get(link)
          return linked ? [docUrl(locale as LocaleId, linked.page.docPath)] : []
        }
        const fallback = english.map((s) => ({ ...s, label, url: url + s.url.slice(englishUrl.length), pageUrl: url, lang: 'en', links: s.links?.flatMap(localeLink) }))
        sections.push(...withPageWords(fallback, words.get(docPath)))
        continue
      }
      const found = withImpliedWords(extractSections(fs.readFileSync(file, 'utf8'), url, locale, site.basePath) ?? [], products)
      if (locale === DEFAULT_LOCALE) englishByDoc.set(docPath, found)
      sections.push(...withPageWords(found, words.get(docPath)))
    }
    const concepts = glossary.map((entry) => {
      const local = entry[locale as LocaleId]
      const english = [entry.en.term, ...entry.en.synonyms]
      return { words: [local.term, ...local.synonyms], englishWords: locale === DEFAULT_LOCALE ? [] : english, pageUrl: docUrl(locale as LocaleId, entry.page) }
    })
    const built = await buildSearchIndex(locale, sections, concepts)
    const files = localeFiles(built, await workerCode(locale))
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

/** A locale's search files as written to out/; `inIndex` marks the base file, the shards and the anchors (the whole index the modal loads). */
function localeFiles({ index, shards, excerpts, anchors, passages }: BuiltIndex, code: { worker: string; ask: string }) {
  const base = JSON.stringify(index)
  return [
    { sitePath: searchWorkerPath(index.locale), text: searchWorkerFile(code.worker, base), inIndex: false },
    { sitePath: searchAskPath(index.locale), text: code.ask, inIndex: false },
    { sitePath: searchIndexPath(index.locale), text: base, inIndex: true },
    ...shards.map((shard, n) => ({ sitePath: searchTermsPath(index.locale, n), text: JSON.stringify(shard), inIndex: true })),
    { sitePath: searchAnchorsPath(index.locale), text: JSON.stringify(anchors), inIndex: true },
    ...excerpts.map((part, n) => ({ sitePath: searchExcerptsPath(index.locale, n), text: JSON.stringify(part), inIndex: false })),
    { sitePath: searchPassagesPath(index.locale), text: JSON.stringify(passages), inIndex: false },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(async () => {
    const reports = await buildSearchIndexes(bundleSearchWorker)
    for (const r of reports) {
      console.log(`${r.locale.padEnd(3)} ${String(r.pages).padStart(4)} pages ${String(r.sections).padStart(5)} sections  ${String(r.files).padStart(3)} files  index ${(r.rawBytes / 1024).toFixed(0).padStart(5)} KB raw ${(r.gzipBytes / 1024).toFixed(0).padStart(4)} KB gzip in ${r.shards} shards`)
    }
  })
}
