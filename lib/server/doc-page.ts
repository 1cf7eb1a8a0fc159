import 'server-only'
import { docPageModel, type DocPageModel } from '../content/doc-page-model'
import type { DocPage } from '../content/types'
import { checklistStageUrl } from './commissioning'
import { source } from './docs'
import { docLastUpdated, docRepoPath } from './last-updated'
import { site } from './site'
import { mdxData } from './mdx-data'

/** A doc page's view model with this build's content, site config and git dates. */
export function docPageModelOf(page: DocPage): DocPageModel {
  return docPageModel(page, {
    source,
    site,
    lastUpdated: (p) => docLastUpdated(p.doc),
    repoPath: (p) => docRepoPath(p.doc),
    checklistUrl: (p) => checklistStageUrl(p.locale, p.docPath),
    mdxData: mdxData(),
  })
}
