import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { HOME_DOC_PATH } from '@/lib/content/urls'
import { localeInfo } from '@/lib/i18n/locales'
import { docPageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { isSiteLocale, site } from '@/lib/server/site'
import { DocPageView } from '@/components/docs/DocPageView'

type Params = { params: Promise<{ locale: string }> }

/** The docs home: the quick-start doc at the locale's root. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const page = source.page(locale, HOME_DOC_PATH)
  if (!page) return {}
  return docPageMetadata(site, page, source.translatedLocales(page.docPath))
}

export default async function HomePage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  const page = source.page(locale, HOME_DOC_PATH)
  if (!page) notFound()
  return <DocPageView page={page} />
}
