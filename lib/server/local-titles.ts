import 'server-only'
import { allDocs } from 'contentlayer/generated'
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { loadPageMetadata } from '../content/page-metadata'
import { source } from './docs'

export interface LocalPageLink {
  url: string
  /** The title a reader of the locale knows the page by: the metadata-only translation's for an English page. */
  title: string
  /** Whether the page's text is still the English one in this locale. */
  english: boolean
}

/** Links to pages of a locale under their titles in the locale's language (glossary, checklist). */
export function localPageLinks(locale: LocaleId): (docPath: string) => LocalPageLink | undefined {
  const english = new Set(source.englishDocs.map((d) => d.docPath))
  const translated = new Set((allDocs as { locale: string; docPath: string }[]).filter((d) => d.locale === locale).map((d) => d.docPath))
  const metadata = locale === DEFAULT_LOCALE ? new Map() : loadPageMetadata(locale, english, translated)
  return (docPath) => {
    const page = source.page(locale, docPath)
    if (!page) return undefined
    const local = metadata.get(docPath)?.title
    return { url: page.url, title: local ? source.brand(local) : page.title, english: page.status === 'fallback' }
  }
}
