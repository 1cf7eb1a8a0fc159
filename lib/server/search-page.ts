import 'server-only'
import type { LocaleId } from '../i18n/locales'
import { SEARCH_PAGE } from '../constants'
import { earlySearchScript } from '../search/early-search'
import { searchSetup } from '../search/files'
import { faultSearchSetup } from './faults'
import { site } from './site'

/** What the results page searches and runs, for its component to render with its words. */
export function searchPageModel(locale: LocaleId) {
  const files = searchSetup(site, locale)
  return {
    locale,
    files,
    feedbackUrl: site.feedback.url,
    faults: faultSearchSetup(locale),
    /** Runs as the page is parsed, so the worker loads the query's files beside the page's scripts (local search only). */
    earlyScript: 'hosted' in files ? undefined : earlySearchScript({ basePath: site.basePath, locale, limit: SEARCH_PAGE.limit, excerpts: SEARCH_PAGE.firstResults }),
  }
}

export type SearchPageModel = ReturnType<typeof searchPageModel>
