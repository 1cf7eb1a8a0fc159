import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { FAULT_CODES_ROUTE } from '@/lib/faults/files'
import { isSiteLocale, site } from '@/lib/server/site'
import { FaultLookupPageView } from '@/components/faults/FaultLookupPageView'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'faults' })
  return pageMetadata(site, { locale, path: FAULT_CODES_ROUTE, title: t('title'), description: t('description') })
}

export default async function FaultCodesPage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return <FaultLookupPageView locale={locale} />
}
