import type { LocaleId } from '@/lib/i18n/locales'
import { loadSearchTexts, type SearchTexts } from '@/components/search/load-labels'
import { loadOfflinePanelLabels } from '@/components/offline/load-labels'
import type { OfflinePanelLabels } from '@/components/offline/labels'

/**
 * What the parts a page loads on first use say, in one file per locale (lib/i18n/lazy-texts.ts):
 * the search modal with Ask AI, and the offline panel once the reader saves. Pages do not carry
 * them; the service worker keeps every locale's file, so they work offline.
 */
export interface LazyTexts {
  search: SearchTexts
  offline: OfflinePanelLabels
}

export async function loadLazyTexts(locale: LocaleId): Promise<LazyTexts> {
  return { search: await loadSearchTexts(locale), offline: await loadOfflinePanelLabels(locale) }
}
