import 'server-only'
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { loadGlossary } from '../data/glossary'
import { glossaryView } from '../data/glossary-view'
import { loadPageMetadata } from '../content/page-metadata'
import { source } from './docs'
import { allDocs } from 'contentlayer/generated'

/** The glossary of the content tree (empty when it has none), checked like the rest of the content. */
export const glossary = loadGlossary()

/**
 * The glossary page's terms in a locale, each linking the page that explains it under the
 * title a reader of the locale searches for (the metadata-only translation's, for an English page).
 */
export function localeGlossary(locale: LocaleId) {
  const english = new Set(source.englishDocs.map((d) => d.docPath))
  const translated = new Set((allDocs as { locale: string; docPath: string }[]).filter((d) => d.locale === locale).map((d) => d.docPath))
  const metadata = locale === DEFAULT_LOCALE ? new Map() : loadPageMetadata(locale, english, translated)
  return glossaryView(glossary, locale, (docPath) => {
    const page = source.page(locale, docPath)
    if (!page) return undefined
    const local = metadata.get(docPath)?.title
    return { url: page.url, title: local ? source.brand(local) : page.title }
  })
}
