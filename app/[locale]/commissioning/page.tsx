import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { COMMISSIONING_ROUTE } from '@/lib/content/routes'
import { isSiteLocale, site } from '@/lib/server/site'
import { CommissioningPageView } from '@/components/commissioning/CommissioningPageView'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'commissioning' })
  return pageMetadata(site, { locale, path: COMMISSIONING_ROUTE, title: t('title'), description: t('description') })
}

export default async function CommissioningPage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return <CommissioningPageView locale={locale} />
}
