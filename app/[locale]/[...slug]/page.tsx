import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { HOME_DOC_PATH } from '@/lib/content/urls'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { docPageMetadata, pageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { site, siteLocales } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { DocPageView } from '@/components/docs/DocPageView'
import { docPageModelOf } from '@/lib/server/doc-page'
import { SearchPageView } from '@/components/search/SearchPageView'
import { searchPageModel } from '@/lib/server/search-page'

type Params = LocaleParams<{ slug: string[] }>

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

const pageFor = (locale: LocaleId, slug: string[]) => source.page(locale, slug.map(decodeURIComponent).join('/'))

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await metadataLocale(params)
  const { slug } = await params
  if (!locale) return {}
  if (isSearchPage(slug)) {
    const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'search' })
    // Indexable: every ?q= is the same static page, whose canonical URL is the bare search page.
    return pageMetadata(site, { locale, path: site.searchPagePath, title: t('pageTitle'), description: t('emptyQuery') })
  }
  const page = pageFor(locale, slug)
  if (!page) return {}
  return docPageMetadata(site, page, source.translatedLocales(page.docPath))
}

export default async function DocRoute({ params }: Params) {
  const locale = await pageLocale(params)
  const { slug } = await params
  if (isSearchPage(slug)) return <SearchPageView model={searchPageModel(locale)} />
  const page = pageFor(locale, slug)
  if (!page) notFound()
  return <DocPageView model={docPageModelOf(page)} />
}
