import fs from 'node:fs'
import path from 'node:path'
import { brandTokens } from '../site/brand'
import type { SiteConfig } from '../site/schema'
import { createDocsSource, type DocsSource } from './source'
import { sidebarTrail } from './sidebar'
import type { DocPage, SourceCategory, SourceDoc } from './types'

/**
 * contentlayer's output of one document type, read from disk: by the build scripts, and by the
 * routes in `next build` (lib/server/contentlayer-on-disk.ts).
 */
export function readGenerated<T>(type: 'Doc' | 'Category' | 'Page', root = process.cwd()): T[] {
  const file = path.join(root, `.contentlayer/generated/${type}/_index.json`)
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: run contentlayer2 build first`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
}

export function readGeneratedDocs(root = process.cwd()): SourceDoc[] {
  return readGenerated<SourceDoc>('Doc', root)
}

/** The docs source the routes used, for the steps after the export (search index, link check). */
export function buildDocsSource(site: SiteConfig, root = process.cwd()): DocsSource {
  return createDocsSource({
    docs: readGeneratedDocs(root),
    categories: readGenerated<SourceCategory>('Category', root),
    site,
    brandTokens: brandTokens(site),
    includeDrafts: process.env.PREVIEW === '1',
  })
}

/** An exported doc page as the build steps need it: the page, and the label of its section in the sidebar. */
export interface ExportedDoc {
  page: DocPage
  sectionLabel: string
}

/** Every published doc page of the build by its site path (`/nl/installation/`). */
export function exportedDocsByUrl(source: DocsSource, locales: readonly DocPage['locale'][]): Map<string, ExportedDoc> {
  const byUrl = new Map<string, ExportedDoc>()
  for (const locale of locales) {
    const tree = source.sidebar(locale)
    for (const page of source.pages(locale)) byUrl.set(page.url, { page, sectionLabel: sidebarTrail(tree, { docPath: page.docPath }).at(-1)?.label ?? '' })
  }
  return byUrl
}
