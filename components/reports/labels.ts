import type { ClientTexts, MessageKey } from '@/lib/i18n/client-text-keys'
import type { LinkProblemKind } from '@/lib/links/check'

/** What the link report page says (messages namespace "linkReport"); Retry comes from "error". */
export const LINK_REPORT_TEXT_KEYS = [
  'builtOn',
  'previewBuild',
  'loading',
  'unavailable',
  'summary',
  'language',
  'pages',
  'brokenLinks',
  'brokenAnchors',
  'draftLinks',
  'unlistedLinks',
  'missingTranslations',
  'outdatedTranslations',
  'externalLinks',
  'noProblems',
  'file',
  'problem',
  'link',
  'linkText',
  'pagesWithProblems',
  'translations',
  'missingHelp',
  'outdatedHelp',
  'externalHelp',
] as const satisfies readonly MessageKey<'linkReport'>[]

/** The text naming each kind of link problem the report holds (namespace "linkReport.kinds"). */
export const LINK_PROBLEM_TEXT_KEYS = {
  'broken-link': 'brokenLink',
  'broken-anchor': 'brokenAnchor',
  draft: 'draftLink',
  unlisted: 'unlistedLink',
} as const satisfies Record<LinkProblemKind, MessageKey<'linkReport.kinds'>>

/** Texts of the link report page, passed from the server. */
export type LinkReportLabels = ClientTexts<typeof LINK_REPORT_TEXT_KEYS> & {
  retry: string
  kinds: Record<LinkProblemKind, string>
  /** Language names by locale id, in the reader's language. */
  languages: Record<string, string>
}
