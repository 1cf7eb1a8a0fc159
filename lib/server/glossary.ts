import 'server-only'
import type { LocaleId } from '../i18n/locales'
import { loadGlossary } from '../data/glossary'
import { glossaryView } from '../data/glossary-view'
import { localPageLinks } from './local-titles'

/** The glossary of the content tree (empty when it has none), checked like the rest of the content. */
export const glossary = loadGlossary()

/**
 * The glossary page's terms in a locale, each linking the page that explains it under the
 * title a reader of the locale searches for (the metadata-only translation's, for an English page).
 */
export function localeGlossary(locale: LocaleId) {
  const link = localPageLinks(locale)
  return glossaryView(glossary, locale, (docPath) => {
    const found = link(docPath)
    return found && { url: found.url, title: found.title }
  })
}
