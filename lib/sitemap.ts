import type { MetadataRoute } from 'next'
import { localeInfo } from './i18n/locales'
import { absoluteUrl, localizedPath } from './i18n/paths'
import { allCategories } from './content/sidebar'
import { CATEGORY_ROUTE, docRoutePath } from './content/urls'
import { GLOSSARY_ROUTE } from './content/routes'
import type { DocsSource } from './content/source'
import type { SiteConfig } from './site/schema'
import { SITEMAP_CHANGEFREQ, SITEMAP_PRIORITY } from './constants'

/** Pages to list: listed, published docs, the category indexes and the glossary (when there is one), each in every locale. */
export function sitemapPaths(source: DocsSource, hasGlossary = false): string[] {
  const docs = source.englishDocs.filter((d) => !d.unlisted && !d.draft).map((d) => docRoutePath(d.docPath))
  const categories = allCategories(source.sidebar('en')).map((c) => `${CATEGORY_ROUTE}/${c.slug}`)
  return [...docs, ...categories, ...(hasGlossary ? [GLOSSARY_ROUTE] : [])]
}

export function sitemapEntries(site: SiteConfig, source: DocsSource, hasGlossary = false): MetadataRoute.Sitemap {
  const url = (locale: (typeof site.locales)[number], path: string) =>
    absoluteUrl(site.url, site.basePath, localizedPath(locale, path))
  return sitemapPaths(source, hasGlossary).flatMap((path) => {
    const languages = Object.fromEntries(site.locales.map((l) => [localeInfo(l).intl, url(l, path)]))
    return site.locales.map((locale) => ({
      url: url(locale, path),
      changeFrequency: SITEMAP_CHANGEFREQ,
      priority: SITEMAP_PRIORITY,
      alternates: { languages },
    }))
  })
}
