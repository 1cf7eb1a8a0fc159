import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { HOME_DOC_PATH } from '@/lib/content/urls'
import { localeInfo } from '@/lib/i18n/locales'
import { docPageMetadata, pageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { isSiteLocale, site, siteLocales } from '@/lib/server/site'
import { DocPageView } from '@/components/docs/DocPageView'
import { SearchPageView } from '@/components/search/SearchPageView'

type Params = { params: Promise<{ locale: string; slug: string[] }> }

export const dynamicParams = false

// Besides the docs, this route serves the search page at the path the site config names.
export function generateStaticParams() {
  return siteLocales.flatMap((locale) => [
    ...source
      .pages(locale)
      .filter((page) => page.docPath !== HOME_DOC_PATH)
      .map((page) => ({ locale, slug: page.docPath.split('/') })),
    { locale, slug: [site.searchPagePath] },
  ])
}

const isSearchPage = (slug: string[]) => slug.length === 1 && slug[0] === site.searchPagePath

function pageFor(locale: string, slug: string[]) {
  if (!isSiteLocale(locale)) return undefined
  return source.page(locale, slug.map(decodeURIComponent).join('/'))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await params
  if (isSearchPage(slug) && isSiteLocale(locale)) {
    const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'search' })
    // Indexable: every ?q= is the same static page, whose canonical URL is the bare search page.
    return pageMetadata(site, { locale, path: site.searchPagePath, title: t('pageTitle'), description: t('emptyQuery') })
  }
  const page = pageFor(locale, slug)
  if (!page) return {}
  return docPageMetadata(site, page, source.translatedLocales(page.docPath))
}

export default async function DocRoute({ params }: Params) {
  const { locale, slug } = await params
  if (isSearchPage(slug) && isSiteLocale(locale)) {
    setRequestLocale(localeInfo(locale).intl)
    return <SearchPageView locale={locale} />
  }
  const page = pageFor(locale, slug)
  if (!page) notFound()
  setRequestLocale(localeInfo(page.locale).intl)
  return <DocPageView page={page} />
}
