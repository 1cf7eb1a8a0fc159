import type { Metadata } from 'next'
import { localeInfo, type LocaleId } from './i18n/locales'
import { absoluteUrl, localizedPath } from './i18n/paths'
import type { SiteConfig } from './site/schema'
import type { DocPage } from './content/types'
import { docRoutePath } from './content/urls'

export interface PageSeo {
  locale: LocaleId
  /** Path inside the locale, without slashes ('' for the home). */
  path: string
  title: string
  description: string
  noindex?: boolean
  /** Locales whose readers get the page's text in their language (defaults to every locale of the site). */
  locales?: readonly LocaleId[]
  /** The page's Markdown copy (doc pages: DocPage.markdownUrl), linked as an alternate. */
  markdown?: string
}

/** Title, description, canonical, hreflang and Markdown alternates and Open Graph tags of a page. */
export function pageMetadata(site: SiteConfig, page: PageSeo): Metadata {
  const url = (locale: LocaleId) => absoluteUrl(site.url, site.basePath, localizedPath(locale, page.path))
  const locales = page.locales ?? site.locales
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [localeInfo(l).intl, url(l)]))
  languages['x-default'] = url('en')
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: url(page.locale),
      languages,
      ...(page.markdown
        ? { types: { 'text/markdown': absoluteUrl(site.url, site.basePath, page.markdown) } }
        : {}),
    },
    openGraph: {
      type: 'article',
      title: page.title,
      description: page.description,
      url: url(page.locale),
      siteName: site.title,
      locale: localeInfo(page.locale).og,
    },
    robots: page.noindex ? { index: false, follow: true } : undefined,
  }
}

/**
 * A doc page's metadata. Its hreflang alternates are the languages its text is written in
 * (`translated`): a locale that shows the English text for want of a translation is not that
 * language's version of the page, so search engines are not told it is (and the 191 English-only
 * pages do not carry twelve alternates each).
 */
export function docPageMetadata(site: SiteConfig, page: DocPage, translated: readonly LocaleId[]): Metadata {
  return pageMetadata(site, {
    locale: page.locale,
    path: docRoutePath(page.docPath),
    title: page.title,
    description: page.description,
    noindex: page.english.unlisted || page.english.draft,
    markdown: page.markdownUrl,
    locales: translated,
  })
}
