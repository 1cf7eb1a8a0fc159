import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { isSiteLocale, site } from '@/lib/server/site'
import { LinkReportView } from '@/components/reports/LinkReportView'

type Params = { params: Promise<{ locale: string }> }
const PATH = 'link-report'

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'linkReport' })
  return pageMetadata(site, { locale, path: PATH, title: t('title'), description: t('description'), noindex: true })
}

export default async function LinkReportPage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return <LinkReportView locale={locale} />
}
