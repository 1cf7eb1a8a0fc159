/** Texts of the link report page, passed from the server (messages/{locale}.json, `linkReport`). */
export interface LinkReportLabels {
  builtOn: string
  previewBuild: string
  loading: string
  unavailable: string
  retry: string
  summary: string
  language: string
  pages: string
  brokenLinks: string
  brokenAnchors: string
  draftLinks: string
  unlistedLinks: string
  missingTranslations: string
  outdatedTranslations: string
  externalLinks: string
  noProblems: string
  file: string
  problem: string
  link: string
  linkText: string
  kinds: Record<'broken-link' | 'broken-anchor' | 'draft' | 'unlisted', string>
  pagesWithProblems: string
  translations: string
  missingHelp: string
  outdatedHelp: string
  externalHelp: string
  /** Language names by locale id, in the reader's language. */
  languages: Record<string, string>
}
