import { DEFAULT_LOCALE, localeInfo, type LocaleId } from '../i18n/locales'
import { GLOSSARY_GROUPS, type GlossaryEntry, type GlossaryGroup } from './glossary'

/** One term as the glossary page of a locale shows it. */
export interface GlossaryTermView {
  id: string
  term: string
  synonyms: string[]
  /** The English words, for a reader who meets them on an English page (not on the English glossary). */
  english?: { term: string; synonyms: string[] }
  /** The page that explains it: its URL and title in this locale. */
  page?: { url: string; title: string }
}

export interface GlossaryGroupView {
  group: GlossaryGroup
  terms: GlossaryTermView[]
}

/**
 * The glossary page's data for a locale: the terms by group (in the schema's order), each group
 * sorted by the locale's term as the language sorts. `pageOf` gives the URL and title of a doc.
 */
export function glossaryView(
  entries: GlossaryEntry[],
  locale: LocaleId,
  pageOf: (docPath: string) => { url: string; title: string } | undefined,
): GlossaryGroupView[] {
  const collator = new Intl.Collator(localeInfo(locale).intl)
  return GLOSSARY_GROUPS.map((group) => ({
    group,
    terms: entries
      .filter((entry) => entry.group === group)
      .map((entry) => ({
        id: entry.id,
        term: entry[locale].term,
        synonyms: entry[locale].synonyms,
        english: locale === DEFAULT_LOCALE ? undefined : { term: entry.en.term, synonyms: entry.en.synonyms },
        page: pageOf(entry.page),
      }))
      .sort((a, b) => collator.compare(a.term, b.term)),
  })).filter((group) => group.terms.length > 0)
}
