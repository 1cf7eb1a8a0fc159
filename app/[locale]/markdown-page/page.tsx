import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { standalonePage } from '@/lib/server/pages'
import { isSiteLocale, site } from '@/lib/server/site'
import { StandalonePageView } from '@/components/docs/StandalonePageView'

type Params = { params: Promise<{ locale: string }> }
const PATH = 'markdown-page'

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const page = isSiteLocale(locale) ? standalonePage(locale, PATH) : undefined
  if (!page || !isSiteLocale(locale)) return {}
  return pageMetadata(site, { locale, path: PATH, title: page.title, description: page.description })
}

export default async function MarkdownPage({ params }: Params) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  const page = standalonePage(locale, PATH)
  if (!page) notFound()
  return <StandalonePageView page={page} />
}
