import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LOCALES, localeInfo } from '@/lib/i18n/locales'
import { OFFLINE_ROUTE } from '@/lib/offline/files'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { OfflinePageView } from '@/components/offline/OfflinePageView'
import { loadOfflinePageLabels } from '@/components/offline/load-labels'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params)
  if (!locale) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'offline.page' })
  return pageMetadata(site, { locale, path: OFFLINE_ROUTE, title: t('title'), description: t('text'), noindex: true })
}

export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const languages = LOCALES.filter((l) => site.locales.includes(l.id)).map((l) => ({ id: l.id, label: l.label }))
  return <OfflinePageView locale={locale} languages={languages} labels={await loadOfflinePageLabels()} />
}
