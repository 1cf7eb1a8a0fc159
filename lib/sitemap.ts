import type { MetadataRoute } from 'next'
import { localeInfo, type LocaleId } from './i18n/locales'
import { absoluteUrl, localizedPath } from './i18n/paths'
import { allCategories } from './content/sidebar'
import { CATEGORY_ROUTE, docRoutePath } from './content/urls'
import type { DocsSource } from './content/source'
import type { SiteConfig } from './site/schema'
import { SITEMAP_CHANGEFREQ, SITEMAP_PRIORITY } from './constants'

/** A page to list in every locale, with the locales its text is written in (undefined: all of them). */
export interface SitemapPath {
  path: string
  translated?: readonly LocaleId[]
}

/**
 * Pages to list: listed, published docs (each with the languages it is written in), the category
 * indexes and the other pages the content has (glossary, checklist), each in every locale.
 */
export function sitemapPaths(source: DocsSource, otherRoutes: readonly string[] = []): SitemapPath[] {
  const docs = source.englishDocs
    .filter((d) => !d.unlisted && !d.draft)
    .map((d) => ({ path: docRoutePath(d.docPath), translated: source.translatedLocales(d.docPath) }))
  const categories = allCategories(source.sidebar('en')).map((c) => ({ path: `${CATEGORY_ROUTE}/${c.slug}` }))
  return [...docs, ...categories, ...otherRoutes.map((path) => ({ path }))]
}

/**
 * Every page in every locale; its hreflang alternates are the locales its text is written in
 * (as in the page's own head, lib/seo.ts), with English as x-default.
 */
export function sitemapEntries(site: SiteConfig, source: DocsSource, otherRoutes: readonly string[] = []): MetadataRoute.Sitemap {
  const url = (locale: LocaleId, path: string) => absoluteUrl(site.url, site.basePath, localizedPath(locale, path))
  return sitemapPaths(source, otherRoutes).flatMap(({ path, translated }) => {
    const alternates = translated ?? site.locales
    const languages = Object.fromEntries([...alternates.map((l) => [localeInfo(l).intl, url(l, path)]), ['x-default', url('en', path)]])
    return site.locales.map((locale) => ({
      url: url(locale, path),
      changeFrequency: SITEMAP_CHANGEFREQ,
      priority: SITEMAP_PRIORITY,
      alternates: { languages },
    }))
  })
}
