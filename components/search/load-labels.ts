import { getTranslations } from 'next-intl/server'
import type { SearchLabels } from './labels'

/** The search UI texts of the current locale, raw (placeholders filled on the client). */
export async function loadSearchLabels(): Promise<SearchLabels> {
  const t = await getTranslations('search')
  const errors = await getTranslations('error')
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    close: t('close'),
    noResults: t.raw('noResults'),
    suggestion: t.raw('suggestion'),
    believe: t('believe'),
    letUsKnow: t('letUsKnow'),
    fetchError: t('fetchError'),
    fetchErrorHelp: t('fetchErrorHelp'),
    retry: errors('retry'),
    emptyQuery: t('emptyQuery'),
    hintSelect: t('hintSelect'),
    hintNavigate: t('hintNavigate'),
    hintClose: t('hintClose'),
    seeAll: t('seeAll'),
    english: t('english'),
    searching: t('searching'),
  }
}
