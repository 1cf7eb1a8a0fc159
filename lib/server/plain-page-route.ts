import 'server-only'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { localeInfo, type LocaleId } from '../i18n/locales'
import { pageMetadata } from '../seo'
import { site } from './site'
import { metadataLocale, pageLocale, type LocaleParams } from './route-locale'

/** Namespaces of messages/{locale}.json whose `title` and `description` name a page of their own. */
type PageNamespace = 'glossary' | 'commissioning' | 'compatibility' | 'faults'

/**
 * A page that is not a doc, the same in every locale (glossary, checklist, finder, code lookup):
 * its metadata from its messages' title and description, its body from `render`. The route file
 * exports the two: `export const generateMetadata = route.generateMetadata; export default route.Page`.
 */
export function plainPageRoute({ namespace, path, render }: { namespace: PageNamespace; path: string; render: (locale: LocaleId) => ReactNode }) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await metadataLocale(params)
    if (!locale) return {}
    const t = (await getTranslations({ locale: localeInfo(locale).intl, namespace })) as unknown as (key: 'title' | 'description') => string
    return pageMetadata(site, { locale, path, title: t('title'), description: t('description') })
  }
  async function Page({ params }: LocaleParams) {
    return render(await pageLocale(params))
  }
  return { generateMetadata, Page }
}
