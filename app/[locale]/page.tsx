import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HOME_DOC_PATH } from '@/lib/content/urls'
import { docPageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { site } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { DocPageView } from '@/components/docs/DocPageView'
import { docPageModelOf } from '@/lib/server/doc-page'

/** The docs home: the quick-start doc at the locale's root. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params)
  if (!locale) return {}
  const page = source.page(locale, HOME_DOC_PATH)
  if (!page) return {}
  return docPageMetadata(site, page, source.translatedLocales(page.docPath))
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const page = source.page(locale, HOME_DOC_PATH)
  if (!page) notFound()
  return <DocPageView model={docPageModelOf(page)} />
}
