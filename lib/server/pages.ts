import 'server-only'
import { allPages } from 'contentlayer/generated'
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import type { DocHeading } from '../mdx/headings'
import { resolveBrandText } from '../site/brand'
import { tokens } from './site'
import type { MdxData } from '../mdx/mdx-data'
import { mdxData } from './mdx-data'

export interface StandalonePage {
  locale: LocaleId
  path: string
  title: string
  description: string
  code: string
  headings: DocHeading[]
  /** Heading text by anchor id, brand tokens resolved. */
  headingText: Map<string, string>
  isFallback: boolean
  /** What its MDX components show. */
  mdxData: MdxData
}

/** A page of content/pages/{locale}/ (no sidebar), falling back to English. */
export function standalonePage(locale: LocaleId, path: string): StandalonePage | undefined {
  const own = allPages.find((p) => p.locale === locale && p.pagePath === path)
  const page = own ?? allPages.find((p) => p.locale === DEFAULT_LOCALE && p.pagePath === path)
  if (!page) return undefined
  return {
    locale,
    path,
    title: resolveBrandText(page.title, tokens),
    description: resolveBrandText(page.description, tokens),
    code: page.body.code,
    headings: page.headings as DocHeading[],
    headingText: new Map((page.headings as DocHeading[]).map((h) => [h.id, resolveBrandText(h.text, tokens)])),
    isFallback: !own && locale !== DEFAULT_LOCALE,
    mdxData: mdxData(),
  }
}
