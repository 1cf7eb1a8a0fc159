import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { COMPATIBILITY_ROUTE } from '@/lib/content/routes'
import { isSiteLocale, site } from '@/lib/server/site'
import { CompatibilityPageView } from '@/components/compatibility/CompatibilityPageView'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'compatibility' })
  return pageMetadata(site, { locale, path: COMPATIBILITY_ROUTE, title: t('title'), description: t('description') })
}

export default async function CompatibilityPage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return <CompatibilityPageView locale={locale} />
}
