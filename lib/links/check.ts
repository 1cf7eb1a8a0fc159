import { extractPageLinks, type PageLinks } from './extract'

export type LinkProblemKind = 'broken-link' | 'broken-anchor' | 'draft' | 'unlisted'

export interface LinkProblem {
  kind: LinkProblemKind
  href: string
  text: string
}

export interface PageReport {
  /** Site path of the page, without base path. */
  url: string
  /** The page's title (its h1). */
  title?: string
  /** Repository path of the file to edit, for doc pages. */
  file?: string
  problems: LinkProblem[]
  external: string[]
}

export interface LinkCheckInput {
  /** Site paths of every exported page (`/nl/installation/`). */
  pages: string[]
  /** Other files of the export (`/img/diagrams/p1.svg`). */
  files: Set<string>
  /** Reads a page's HTML. */
  html: (url: string) => string
  basePath: string
  /** Site paths of drafts (not exported in production, reported in every build) and of unlisted pages. */
  drafts: Set<string>
  unlisted: Set<string>
  /** Repository path of the file a doc page is written in. */
  sourceFile?: (url: string) => string | undefined
}

function normalise(path: string): string {
  if (/\.[a-z0-9]+$/i.test(path)) return path
  return path.endsWith('/') ? path : `${path}/`
}

/**
 * Checks every internal link and #anchor of the exported site. External links are listed, not
 * fetched. Links to drafts and unlisted pages are reported as such; in a preview build the
 * anchors of a linked draft are checked too.
 */
export function checkLinks(input: LinkCheckInput): PageReport[] {
  const pageSet = new Set(input.pages)
  const cache = new Map<string, PageLinks>()
  const linksOf = (url: string) => {
    let found = cache.get(url)
    if (!found) {
      found = extractPageLinks(input.html(url))
      cache.set(url, found)
    }
    return found
  }
  return input.pages.map((url) => {
    const problems: LinkProblem[] = []
    const external = new Set<string>()
    const page = linksOf(url)
    for (const { href, text, inArticle } of page.links) {
      if (/^(https?:)?\/\//.test(href)) {
        // External links of the text; the page chrome's (edit link, portal) are the same everywhere.
        if (inArticle) external.add(href)
        continue
      }
      if (/^(mailto|tel):/.test(href) || href === '') continue
      const resolved = new URL(href, `http://site${input.basePath}${url}`)
      let path = decodeURIComponent(resolved.pathname)
      if (input.basePath && path.startsWith(input.basePath)) path = path.slice(input.basePath.length) || '/'
      const hash = decodeURIComponent(resolved.hash.slice(1))
      const target = normalise(path)
      if (input.drafts.has(target)) {
        // A preview build exports drafts and lists them in its sidebar: there only links
        // written in another page's text are reported, since they break on publication.
        const exported = pageSet.has(target)
        if (!exported || (inArticle && target !== url)) problems.push({ kind: 'draft', href, text })
        if (!exported) continue
      }
      if (!pageSet.has(target)) {
        if (!input.files.has(path)) problems.push({ kind: 'broken-link', href, text })
        continue
      }
      // Only the text's links: an unlisted page's own language menu links its translations.
      if (input.unlisted.has(target) && inArticle && target !== url) problems.push({ kind: 'unlisted', href, text })
      if (hash && !linksOf(target).ids.has(hash)) problems.push({ kind: 'broken-anchor', href, text })
    }
    const file = input.sourceFile?.(url)
    return { url, ...(page.title ? { title: page.title } : {}), ...(file ? { file } : {}), problems, external: [...external].sort() }
  })
}
