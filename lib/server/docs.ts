import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { allCategories, allDocs, allPages } from 'contentlayer/generated'
import { createDocsSource, type ExtraSidebarLink } from '../content/source'
import type { SourceCategory, SourceDoc } from '../content/types'
import { readFaultFiles } from '../data/faults'
import { FAULT_CODES_ROUTE, FAULT_CODES_SIDEBAR } from '../faults/files'
import type { LocaleId } from '../i18n/locales'
import { includeDrafts, site, tokens } from './site'

type Messages = { faults: { title: string; description: string } }
const messages = new Map<LocaleId, Messages>()
function messagesOf(locale: LocaleId): Messages {
  if (!messages.has(locale)) messages.set(locale, JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages)
  return messages.get(locale)!
}

/** Pages that are not docs with a place in the sidebar: the fault code lookup, when the content has codes. */
const extraLinks: ExtraSidebarLink[] =
  readFaultFiles().length > 0
    ? [{ ...FAULT_CODES_SIDEBAR, route: FAULT_CODES_ROUTE, label: (l) => messagesOf(l).faults.title, description: (l) => messagesOf(l).faults.description }]
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
