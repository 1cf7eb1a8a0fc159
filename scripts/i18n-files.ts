import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '../lib/content-dir'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { splitFrontmatter } from '../lib/mdx/parse'
import { sourceHash } from '../lib/mdx/hash'
import { readPageMetadataFiles } from '../lib/content/page-metadata'
import { parse as parseYaml } from 'yaml'
import type { MetadataEntry, SourceFile, TranslationFile } from '../lib/i18n/status'

export function docsRoot(root = process.cwd()): string {
  return path.resolve(root, contentDir(), 'docs')
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/').replace(/\.mdx$/, ''))
    .sort()
}

/** English docs with the hash of their current file. */
export function englishSources(root = process.cwd()): SourceFile[] {
  const dir = path.join(docsRoot(root), DEFAULT_LOCALE)
  return mdxFiles(dir).map((docPath) => ({ docPath, hash: sourceHash(fs.readFileSync(path.join(dir, `${docPath}.mdx`), 'utf8')) }))
}

/** Every translated doc with the source hash it records. */
export function translationFiles(root = process.cwd()): TranslationFile[] {
  const base = docsRoot(root)
  return fs
    .readdirSync(base)
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .flatMap((locale) =>
      mdxFiles(path.join(base, locale)).map((docPath) => {
        const { frontmatter } = splitFrontmatter(fs.readFileSync(path.join(base, locale, `${docPath}.mdx`), 'utf8'))
        const hash = (frontmatter as { source_hash?: string } | undefined)?.source_hash
        return { locale, docPath, sourceHash: hash }
      }),
    )
}

/** Every metadata-only translation (content/metadata/{locale}.yaml) with the source hash it records. */
export function metadataEntries(root = process.cwd()): MetadataEntry[] {
  return readPageMetadataFiles(root).flatMap(({ locale, text }) =>
    Object.entries((parseYaml(text) ?? {}) as Record<string, { source_hash?: string } | null>).map(([docPath, entry]) => ({
      locale,
      docPath,
      sourceHash: entry?.source_hash,
    })),
  )
}
