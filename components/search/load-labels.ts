import { getTranslations } from 'next-intl/server'
import type { SearchLabels } from './labels'
import type { AskLabels } from './ask/AskPanel'

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
    showMore: t('showMore'),
  }
}

/** Texts of Ask AI, and of its row in the search results. */
export async function loadAskLabels(): Promise<AskLabels & { askAi: string; askAbout: string }> {
  const t = await getTranslations('ask')
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
