import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { HOME_DOC_PATH, docRoutePath } from '@/lib/content/urls'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { isSiteLocale, site, siteLocales } from '@/lib/server/site'
import { DocPageView } from '@/components/docs/DocPageView'

type Params = { params: Promise<{ locale: string; slug: string[] }> }

export const dynamicParams = false

export function generateStaticParams() {
  return siteLocales.flatMap((locale) =>
    source
      .pages(locale)
      .filter((page) => page.docPath !== HOME_DOC_PATH)
      .map((page) => ({ locale, slug: page.docPath.split('/') })),
  )
}

function pageFor(locale: string, slug: string[]) {
  if (!isSiteLocale(locale)) return undefined
  return source.page(locale, slug.map(decodeURIComponent).join('/'))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await params
  const page = pageFor(locale, slug)
  if (!page) return {}
  return pageMetadata(site, {
    locale: page.locale,
    path: docRoutePath(page.docPath),
    title: page.title,
    description: page.description,
    noindex: page.english.unlisted || page.english.draft,
  })
}

export default async function DocRoute({ params }: Params) {
  const { locale, slug } = await params
  const page = pageFor(locale, slug)
  if (!page) notFound()
  setRequestLocale(localeInfo(page.locale).intl)
  return <DocPageView page={page} />
}
