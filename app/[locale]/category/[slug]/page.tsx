import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { allCategories, findCategory } from '@/lib/content/sidebar'
import { CATEGORY_ROUTE } from '@/lib/content/urls'
import { pageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { site, siteLocales } from '@/lib/server/site'
import { metadataLocale, pageLocale, type LocaleParams } from '@/lib/server/route-locale'
import { CategoryPageView } from '@/components/docs/CategoryPageView'
import { categoryPageModel } from '@/lib/content/category-page-model'

type Params = LocaleParams<{ slug: string }>

export const dynamicParams = false

export function generateStaticParams() {
  return siteLocales.flatMap((locale) => allCategories(source.sidebar(locale)).map((c) => ({ locale, slug: c.slug })))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await metadataLocale(params)
  const { slug } = await params
  const category = locale && findCategory(source.sidebar(locale), slug)
  if (!locale || !category) return {}
  return pageMetadata(site, { locale, path: `${CATEGORY_ROUTE}/${slug}`, title: category.label, description: category.description })
}

export default async function CategoryRoute({ params }: Params) {
  const locale = await pageLocale(params)
  const category = findCategory(source.sidebar(locale), (await params).slug)
  if (!category) notFound()
  return <CategoryPageView model={categoryPageModel(locale, category, source)} />
}
