import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { LinkReportView } from '@/components/reports/LinkReportView'
import { linkReportModel } from '@/lib/server/link-report-page'

const PATH = 'link-report'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params)
  if (!locale) return {}
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'linkReport' })
  return pageMetadata(site, { locale, path: PATH, title: t('title'), description: t('description'), noindex: true })
}

export default async function LinkReportPage({ params }: LocaleParams) {
  return <LinkReportView model={linkReportModel(await pageLocale(params))} />
}
