import { localeInfo, type LocaleId } from '../i18n/locales'
import { absoluteUrl } from '../i18n/paths'
import type { DocHeading } from '../mdx/headings'
import type { MdxData } from '../mdx/mdx-data'
import { feedbackUrl } from '../site/feedback'
import { editUrl } from '../site/edit-url'
import type { SiteConfig } from '../site/schema'
import { englishAnchorMap, tocEntries } from './anchors'
import { neighbours, sidebarNav, sidebarTrail } from './sidebar'
import type { DocsSource } from './source'
import type { DocPage, SidebarCategory, SidebarItem, SidebarLink, SidebarNavItem } from './types'
import { docUrl, sidebarTreeUrl } from './urls'

/** A locale's sidebar as one page shows it: its own branches, and where the rest of the tree is. */
export interface PageSidebar {
  items: SidebarNavItem[]
  treeUrl: string
  /**
   * The page's URL, naming its sidebar's markup: the build leaves `items` out of the page's
   * React payload and the browser reads them back from that markup (components/docs/sidebar-markup.ts).
   */
  markupKey: string
}

/** The sidebar of the page at `pageUrl`, whose current doc or category is `current`. */
export function pageSidebar(tree: SidebarItem[], current: { docPath?: string; categorySlug?: string }, locale: LocaleId, pageUrl: string): PageSidebar {
  return { items: sidebarNav(tree, current), treeUrl: sidebarTreeUrl(locale), markupKey: pageUrl }
}

/** Everything a doc page shows besides its MDX body and its UI words, assembled in one place. */
export interface DocPageModel {
  page: DocPage
  sidebar: PageSidebar
  /** Breadcrumbs: home, then the categories down to the page. */
  homeHref: string
  trail: SidebarCategory[]
  /** Table of contents (h2–h3), brand tokens resolved, with the anchors the page really has. */
  toc: DocHeading[]
  /** Final anchor id by the id contentlayer gave a heading (a translation keeps the English ids). */
  anchors: Map<string, string>
  /** Heading text by final anchor id. */
  headingText: Map<string, string>
  previous?: SidebarLink
  next?: SidebarLink
  /** For the notices: where to report a missing translation, and the checklist stage of the page's steps. */
  reportUrl: string
  checklistUrl?: string
  lastUpdated?: { date: string; source: 'git' | 'front matter' }
  editUrl?: string
  /** "Copy page": the Markdown copy, with the base path. */
  markdownHref: string
  /** The article's attributes: its language and what the link checker and the search index read. */
  article: {
    /** The language of the text: English for a page shown before its translation exists. */
    locale: DocPage['locale'] | 'en'
    translatedLocales: string[]
    sectionLabel: string
  }
  /** What the MDX components of the body show (controller figures, devices, brand, diagrams). */
  mdxData: MdxData
}

/** What the model needs from the build: the content source, the site config, and git's dates. */
export interface DocPageModelInputs {
  source: Pick<DocsSource, 'sidebar' | 'brand' | 'translatedLocales'>
  site: Pick<SiteConfig, 'url' | 'basePath' | 'feedback' | 'repository'>
  lastUpdated: (page: DocPage) => DocPageModel['lastUpdated']
  repoPath: (page: DocPage) => string
  checklistUrl: (page: DocPage) => string | undefined
  mdxData: MdxData
}

/** A doc page's view model (as Docusaurus builds a doc's props in one place): components only render it. */
export function docPageModel(page: DocPage, inputs: DocPageModelInputs): DocPageModel {
  const { source, site } = inputs
  const { locale, docPath, doc } = page
  const tree = source.sidebar(locale)
  const current = { docPath }
  const anchors = page.status === 'translated' || page.status === 'outdated' ? englishAnchorMap(doc.headings, page.english.headings) : new Map<string, string>()
  const finalId = (id: string) => anchors.get(id) ?? id
  const trail = sidebarTrail(tree, current)
  return {
    page,
    sidebar: pageSidebar(tree, current, locale, docUrl(locale, docPath)),
    homeHref: docUrl(locale, 'quick-start'),
    trail,
    toc: tocEntries(doc.headings, anchors).map((h) => ({ ...h, text: source.brand(h.text) })),
    anchors,
    headingText: new Map(doc.headings.map((h) => [finalId(h.id), source.brand(h.text)])),
    ...neighbours(tree, docPath),
    reportUrl: feedbackUrl(site, {
      query: `Missing translation (${localeInfo(locale).label}): ${page.title}`,
      url: absoluteUrl(site.url, site.basePath, page.url),
    }),
    checklistUrl: inputs.checklistUrl(page),
    lastUpdated: inputs.lastUpdated(page),
    editUrl: editUrl(site, inputs.repoPath(page)),
    markdownHref: `${site.basePath}${page.markdownUrl}`,
    article: {
      locale: page.status === 'fallback' ? 'en' : locale,
      translatedLocales: source.translatedLocales(docPath),
      sectionLabel: trail.at(-1)?.label ?? '',
    },
    mdxData: inputs.mdxData,
  }
}
