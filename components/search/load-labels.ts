import { faultSearchSetup } from '@/lib/server/faults'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import { clientTexts } from '@/lib/server/client-texts'
import type { LocaleId } from '@/lib/i18n/locales'
import { ASK_TEXT_KEYS, SEARCH_TEXT_KEYS, type AskLabels, type SearchLabels } from './labels'

/** The search UI texts of a locale (default: the request's). */
export async function loadSearchLabels(locale?: LocaleId): Promise<SearchLabels> {
  const [search, error] = await Promise.all([clientTexts('search', SEARCH_TEXT_KEYS, locale), clientTexts('error', ['retry'] as const, locale)])
  return { ...search, retry: error.retry }
}

/** What the search modal says; it travels in the locale's lazy-texts.json (components/layout/lazy-texts.ts). */
export interface SearchTexts {
  labels: SearchLabels
  askLabels: AskLabels
  /** Present when the content has fault codes: code and LED queries list their cards first. */
  faults?: FaultSearchSetup
}

export async function loadSearchTexts(locale: LocaleId): Promise<SearchTexts> {
  const faults = faultSearchSetup(locale)
  return { labels: await loadSearchLabels(locale), askLabels: await clientTexts('ask', ASK_TEXT_KEYS, locale), ...(faults ? { faults } : {}) }
}
