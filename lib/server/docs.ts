import 'server-only'
import { allCategories, allDocs, allPages } from 'contentlayer/generated'
import { createDocsSource, type ExtraSidebarLink } from '../content/source'
import type { SourceCategory, SourceDoc } from '../content/types'
import { readFaultFiles } from '../data/faults'
import { FAULT_CODES_ROUTE, FAULT_CODES_SIDEBAR } from '../faults/files'
import { includeDrafts, site, tokens } from './site'
import { messagesFile } from './messages-file'

/** Pages that are not docs with a place in the sidebar: the fault code lookup, when the content has codes. */
const extraLinks: ExtraSidebarLink[] =
  readFaultFiles().length > 0
    ? [{ ...FAULT_CODES_SIDEBAR, route: FAULT_CODES_ROUTE, label: (l) => messagesFile(l).faults.title, description: (l) => messagesFile(l).faults.description }]
    : []

/** The docs source of this build, shared by every route. */
export const source = createDocsSource({
  docs: allDocs as unknown as SourceDoc[],
  categories: allCategories as unknown as SourceCategory[],
  site,
  brandTokens: tokens,
  includeDrafts,
  extraLinks,
})

export { allPages }
