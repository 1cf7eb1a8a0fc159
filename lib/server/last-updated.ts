import 'server-only'
import { contentDir } from '../content-dir'
import { lastUpdated, readGitDates, type GitDates } from '../content/last-updated'
import type { SourceDoc } from '../content/types'

let cached: GitDates | undefined

/** Repository path of a doc's file, e.g. content/docs/en/installation.mdx. */
export function docRepoPath(doc: Pick<SourceDoc, '_raw'>): string {
  return `${contentDir()}/${doc._raw.sourceFilePath}`
}

/** "Last updated" of the doc a page shows; git is asked once per build process. */
export function docLastUpdated(doc: SourceDoc) {
  cached ??= readGitDates(contentDir())
  return lastUpdated(docRepoPath(doc), cached, doc.last_reviewed)
}
