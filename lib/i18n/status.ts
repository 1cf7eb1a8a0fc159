import type { LocaleId } from './locales'

export interface SourceFile {
  docPath: string
  hash: string
}

export interface TranslationFile {
  locale: string
  docPath: string
  sourceHash?: string
}

/** A metadata-only translation (lib/content/page-metadata.ts) of an untranslated doc. */
export interface MetadataEntry {
  locale: string
  docPath: string
  sourceHash?: string
}

export interface LocaleStatus {
  locale: LocaleId
  translated: string[]
  missing: string[]
  outdated: string[]
  /** Of the missing docs: those whose title, description and keywords are translated from the current English file. */
  metadata: string[]
  /** Of the missing docs: those whose metadata was made from an English file that has changed since. */
  metadataOutdated: string[]
}

/**
 * Per locale: which docs are translated from the current English text, which are missing and
 * which were translated from an English text that has changed since (`source_hash` differs).
 */
export function translationStatus(
  english: SourceFile[],
  translations: TranslationFile[],
  locales: readonly LocaleId[],
  metadata: MetadataEntry[] = [],
): LocaleStatus[] {
  const byKey = new Map(translations.map((t) => [`${t.locale}:${t.docPath}`, t]))
  const metadataByKey = new Map(metadata.map((m) => [`${m.locale}:${m.docPath}`, m]))
  return locales.map((locale) => {
    const status: LocaleStatus = { locale, translated: [], missing: [], outdated: [], metadata: [], metadataOutdated: [] }
    for (const { docPath, hash } of english) {
      const translation = byKey.get(`${locale}:${docPath}`)
      if (translation) {
        if (translation.sourceHash === hash) status.translated.push(docPath)
        else status.outdated.push(docPath)
        continue
      }
      status.missing.push(docPath)
      const entry = metadataByKey.get(`${locale}:${docPath}`)
      if (entry?.sourceHash === hash) status.metadata.push(docPath)
      else if (entry) status.metadataOutdated.push(docPath)
    }
    return status
  })
}

/** Sets `source_hash` in an MDX file's front matter, replacing an existing one. */
export function stampSourceHash(fileText: string, hash: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fileText)
  if (!match) throw new Error('the file has no front matter')
  const lines = match[1]!.split(/\r?\n/).filter((line) => !/^source_hash\s*:/.test(line))
  // Quoted: an unquoted hash such as 530e75269272 would be read by YAML as a number.
  lines.push(`source_hash: '${hash}'`)
  return `---\n${lines.join('\n')}\n---${fileText.slice(match[0].length)}`
}
