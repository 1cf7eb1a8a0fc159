import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { allCategories, findCategory } from '@/lib/content/sidebar'
import { CATEGORY_ROUTE } from '@/lib/content/urls'
import { localeInfo } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/seo'
import { source } from '@/lib/server/docs'
import { isSiteLocale, site, siteLocales } from '@/lib/server/site'
import { CategoryPageView } from '@/components/docs/CategoryPageView'

type Params = { params: Promise<{ locale: string; slug: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return siteLocales.flatMap((locale) => allCategories(source.sidebar(locale)).map((c) => ({ locale, slug: c.slug })))
}

function categoryFor(locale: string, slug: string) {
  return isSiteLocale(locale) ? findCategory(source.sidebar(locale), slug) : undefined
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await params
  const category = categoryFor(locale, slug)
  if (!category || !isSiteLocale(locale)) return {}
  return pageMetadata(site, { locale, path: `${CATEGORY_ROUTE}/${slug}`, title: category.label, description: category.description })
}

export default async function CategoryRoute({ params }: Params) {
  const { locale, slug } = await params
  const category = categoryFor(locale, slug)
  if (!category || !isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return <CategoryPageView locale={locale} category={category} />
}
