import { getLocale } from 'next-intl/server'
import { localeIdFromIntl, type LocaleId } from '@/lib/i18n/locales'

/** Given by mdxComponents to components that write words of their own (components/mdx/index.tsx). */
export interface InArticle {
  /** The language of the article the component sits in (English in a page not translated yet). */
  articleLocale?: LocaleId
}

/** The language a component inside an article writes in: the article's, else the page's. */
export async function articleLanguage(articleLocale: LocaleId | undefined): Promise<LocaleId> {
  return articleLocale ?? localeIdFromIntl(await getLocale()) ?? 'en'
}
