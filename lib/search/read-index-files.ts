// Node only: reads an exported locale's search files from disk (CLIs, tests, bench).
import fs from 'node:fs'
import path from 'node:path'
import { loadSearchIndex, type LoadedIndex } from './loaded-index'
import { searchAnchorsPath, searchIndexPath, searchPassagesPath, searchTermsPath } from './files'
import type { PassagesFile } from '../ask/types'
import type { AnchorsFile, SearchIndexFile, SearchShardFile } from './types'

const readJson = <T>(outDir: string, sitePath: string): T => JSON.parse(fs.readFileSync(path.join(outDir, sitePath), 'utf8')) as T

/** Whether the export has a search index for the locale. */
export function hasSearchIndex(outDir: string, locale: string): boolean {
  return fs.existsSync(path.join(outDir, searchIndexPath(locale)))
}

/** A locale's whole index, every shard and anchor loaded. */
export function readSearchIndex(outDir: string, locale: string): LoadedIndex {
  const file = readJson<SearchIndexFile>(outDir, searchIndexPath(locale))
  return loadSearchIndex(
    file,
    file.shards.map((_, shard) => readJson<SearchShardFile>(outDir, searchTermsPath(locale, shard))),
    readJson<AnchorsFile>(outDir, searchAnchorsPath(locale)),
  )
}

/** A locale's section texts for Ask AI, by section id. */
export function readPassages(outDir: string, locale: string): PassagesFile {
  return readJson<PassagesFile>(outDir, searchPassagesPath(locale))
}
