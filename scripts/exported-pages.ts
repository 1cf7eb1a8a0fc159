import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_IDS } from '../lib/i18n/locales'
import { SEARCH_INDEX_DIR } from '../lib/search/files'

/**
 * index.html files of a locale's part of the export (English: the root without the locale
 * folders, Next's files and the search index), with their site paths.
 */
export function localePageFiles(out: string, locale: string): { file: string; url: string }[] {
  const root = locale === DEFAULT_LOCALE ? out : path.join(out, locale)
  const files: { file: string; url: string }[] = []
  const walk = (dir: string, url: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (dir === out && (LOCALE_IDS.includes(entry.name as never) || entry.name.startsWith('_') || entry.name === SEARCH_INDEX_DIR)) continue
        walk(path.join(dir, entry.name), `${url}${entry.name}/`)
      } else if (entry.name === 'index.html') files.push({ file: path.join(dir, entry.name), url })
    }
  }
  walk(root, locale === DEFAULT_LOCALE ? '/' : `/${locale}/`)
  return files
}
