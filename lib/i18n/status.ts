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

export interface LocaleStatus {
  locale: LocaleId
  translated: string[]
  missing: string[]
  outdated: string[]
}

/**
 * Per locale: which docs are translated from the current English text, which are missing and
 * which were translated from an English text that has changed since (`source_hash` differs).
 */
export function translationStatus(english: SourceFile[], translations: TranslationFile[], locales: readonly LocaleId[]): LocaleStatus[] {
  const byKey = new Map(translations.map((t) => [`${t.locale}:${t.docPath}`, t]))
  return locales.map((locale) => {
    const status: LocaleStatus = { locale, translated: [], missing: [], outdated: [] }
    for (const { docPath, hash } of english) {
      const translation = byKey.get(`${locale}:${docPath}`)
      if (!translation) status.missing.push(docPath)
      else if (translation.sourceHash === hash) status.translated.push(docPath)
      else status.outdated.push(docPath)
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
