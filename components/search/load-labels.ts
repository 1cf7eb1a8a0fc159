import { faultSearchSetup } from '@/lib/server/faults'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import { getTranslations } from 'next-intl/server'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import type { SearchLabels } from './labels'
import type { AskLabels } from './ask/AskPanel'

/** A namespace's messages in a locale, or in the request's locale (pages) when none is given. */
function translator<N extends 'search' | 'error' | 'ask'>(namespace: N, locale?: LocaleId) {
  return locale ? getTranslations({ locale: localeInfo(locale).intl, namespace }) : getTranslations(namespace)
}

/** The search UI texts of a locale (default: the request's), raw (placeholders filled on the client). */
export async function loadSearchLabels(locale?: LocaleId): Promise<SearchLabels> {
  const t = await translator('search', locale)
  const errors = await translator('error', locale)
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
    showMore: t('showMore'),
  }
}

/** Texts of Ask AI, and of its row in the search results. */
export async function loadAskLabels(locale?: LocaleId): Promise<AskLabels & { askAi: string; askAbout: string }> {
  const t = await translator('ask', locale)
  return {
    askAi: t('askAi'),
    askAbout: t.raw('askAbout'),
    placeholder: t('placeholder'),
    disclaimer: t('disclaimer'),
    passagesLabel: t('passagesLabel'),
    sources: t('sources'),
    copy: t('copy'),
    copied: t('copied'),
    helpful: t('helpful'),
    notHelpful: t('notHelpful'),
    thanks: t('thanks'),
    newConversation: t('newConversation'),
    stop: t('stop'),
    stopped: t('stopped'),
    thinking: t('thinking'),
    nothingFound: t('nothingFound'),
    closest: t('closest'),
    back: t('back'),
    errorTimeout: t('errorTimeout'),
    errorNetwork: t('errorNetwork'),
    errorClient: t.raw('errorClient'),
    errorServer: t.raw('errorServer'),
  }
}

/** What the search modal says; it travels in the locale's lazy-texts.json (components/layout/lazy-texts.ts). */
export interface SearchTexts {
  labels: SearchLabels
  askLabels: AskLabels & { askAi: string; askAbout: string }
  /** Present when the content has fault codes: code and LED queries list their cards first. */
  faults?: FaultSearchSetup
}

export async function loadSearchTexts(locale: LocaleId): Promise<SearchTexts> {
  const faults = faultSearchSetup(locale)
  return { labels: await loadSearchLabels(locale), askLabels: await loadAskLabels(locale), ...(faults ? { faults } : {}) }
}
