import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LOCALES, localeInfo } from '@/lib/i18n/locales'
import { OFFLINE_ROUTE } from '@/lib/offline/files'
import { pageMetadata } from '@/lib/seo'
import { isSiteLocale, site } from '@/lib/server/site'
import { OfflinePageView } from '@/components/offline/OfflinePageView'
import { loadOfflinePageLabels } from '@/components/offline/load-labels'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'offline.page' })
  return pageMetadata(site, { locale, path: OFFLINE_ROUTE, title: t('title'), description: t('text'), noindex: true })
}

export default async function OfflinePage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  const languages = LOCALES.filter((l) => site.locales.includes(l.id)).map((l) => ({ id: l.id, label: l.label }))
  return <OfflinePageView locale={locale} languages={languages} labels={await loadOfflinePageLabels()} />
}
