import { getTranslations } from 'next-intl/server'
import type { OfflineLabels, OfflinePageLabels, OfflinePanelLabels } from './labels'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'

export async function loadOfflineLabels(): Promise<OfflineLabels> {
  const t = await getTranslations('offline')
  return {
    indicator: t('indicator'),
    indicatorHelp: t('indicatorHelp'),
    updateAvailable: t('updateAvailable'),
    reload: t('reload'),
    dismiss: t('dismiss'),
    panelTitle: t('panelTitle'),
    panelHelp: t('panelHelp'),
    save: t('save'),
    needsConnection: t('needsConnection'),
    failed: t('failed'),
    retry: t('retry'),
  }
}

export async function loadOfflinePanelLabels(locale: LocaleId): Promise<OfflinePanelLabels> {
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'offline' })
  return {
    checking: t('checking'),
    sizeBeforeSave: t.raw('sizeBeforeSave'),
    start: t('start'),
    cancel: t('cancel'),
    saving: t('saving'),
    updating: t('updating'),
    progress: t.raw('progress'),
    saved: t.raw('saved'),
    storageUsed: t.raw('storageUsed'),
    remove: t('remove'),
    changed: t('changed'),
    interrupted: t.raw('interrupted'),
    resume: t('resume'),
    storageFull: t.raw('storageFull'),
    storageNeeded: t.raw('storageNeeded'),
  }
}

export async function loadOfflinePageLabels(): Promise<OfflinePageLabels> {
  const t = await getTranslations('offline.page')
  return {
    title: t('title'),
    text: t('text'),
    savedLanguages: t('savedLanguages'),
    openSaved: t.raw('openSaved'),
    visitedPages: t('visitedPages'),
    nothingSaved: t('nothingSaved'),
    tryAgain: t('tryAgain'),
  }
}
