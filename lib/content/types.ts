import type { LocaleId } from '../i18n/locales'
import type { DocHeading } from '../mdx/headings'
import type { CategoryMeta, DocFrontmatter } from './frontmatter'

/** A doc as contentlayer generates it: its front matter (one schema, lib/content/frontmatter.ts) and what the build computes. */
export type SourceDoc = DocFrontmatter & {
  locale: string
  docPath: string
  contentHash: string
  headings: DocHeading[]
  body: { code: string; raw: string }
  _raw: { sourceFilePath: string }
}

/** A `_category_.yml` as contentlayer generates it. */
export type SourceCategory = CategoryMeta & {
  locale: string
  folder: string
}

/** How a page's text relates to the English source. */
export type TranslationStatus = 'source' | 'translated' | 'outdated' | 'fallback'

/** One page of one locale: the doc that is shown there, and how it relates to English. */
export interface DocPage {
  locale: LocaleId
  docPath: string
  /** Site path without base path, e.g. `/nl/installation/`. */
  url: string
  /**
   * Its Markdown copy (without base path): its own, or for a page shown in English for want of a
   * translation the English page's (the same text: one copy, not one per locale).
   */
  markdownUrl: string
  /** The doc whose body is rendered: the translation, or English when there is none. */
  doc: SourceDoc
  english: SourceDoc
  status: TranslationStatus
  /** Title and sidebar label with brand tokens resolved. */
  title: string
  sidebarLabel: string
  description: string
}

export type SidebarItem = SidebarLink | SidebarCategory

/** A sidebar entry as the client component receives it (built by `sidebarNav`). */
export type SidebarNavItem = SidebarNavLink | SidebarNavCategory

export interface SidebarNavLink {
  label: string
  href: string
  current?: true
  draft?: true
}

export interface SidebarNavCategory {
  label: string
  /** The category's generated index page. */
  href: string
  /** The category page being shown. */
  current?: true
  /** Expanded on load: not collapsed by default, or on the current page's path. */
  open?: true
  /**
   * The children, or `null` for a branch that starts collapsed: a page does not carry the links
   * it does not show. The locale's whole tree (`sidebarTree`, served once per locale) has them.
   */
  items: SidebarNavItem[] | null
}

export interface SidebarLink {
  type: 'link'
  /** The doc's path, or the route of a page that is not a doc (ExtraSidebarLink). */
  docPath: string
  label: string
  /** A page that is not a doc says what it is here (a doc's description is the doc's own). */
  description?: string
  href: string
  unlisted: boolean
  draft: boolean
}

export interface SidebarCategory {
  type: 'category'
  folder: string
  slug: string
  label: string
  description: string
  /** The category's generated index page. */
  href: string
  collapsed: boolean
  items: SidebarItem[]
}
