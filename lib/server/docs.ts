import 'server-only'
import { allCategories, allDocs, allPages } from 'contentlayer/generated'
import { createDocsSource } from '../content/source'
import type { SourceCategory, SourceDoc } from '../content/types'
import { includeDrafts, site, tokens } from './site'

/** The docs source of this build, shared by every route. */
export const source = createDocsSource({
  docs: allDocs as unknown as SourceDoc[],
  categories: allCategories as unknown as SourceCategory[],
  site,
  brandTokens: tokens,
  includeDrafts,
})

export { allPages }
