import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pageMetadata } from '@/lib/seo'
import { standalonePage } from '@/lib/server/pages'
import { site } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { StandalonePageView } from '@/components/docs/StandalonePageView'

const PATH = 'markdown-page'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params)
  const page = locale && standalonePage(locale, PATH)
  if (!locale || !page) return {}
  return pageMetadata(site, { locale, path: PATH, title: page.title, description: page.description })
}

export default async function MarkdownPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const page = standalonePage(locale, PATH)
  if (!page) notFound()
  return <StandalonePageView page={page} />
}
