import { clientTexts } from '@/lib/server/client-texts'
import type { LocaleId } from '@/lib/i18n/locales'
import { OFFLINE_PAGE_TEXT_KEYS, OFFLINE_PANEL_TEXT_KEYS, OFFLINE_TEXT_KEYS, type OfflineLabels, type OfflinePageLabels, type OfflinePanelLabels } from './labels'

export function loadOfflineLabels(): Promise<OfflineLabels> {
  return clientTexts('offline', OFFLINE_TEXT_KEYS)
}

export function loadOfflinePanelLabels(locale: LocaleId): Promise<OfflinePanelLabels> {
  return clientTexts('offline', OFFLINE_PANEL_TEXT_KEYS, locale)
}

export function loadOfflinePageLabels(): Promise<OfflinePageLabels> {
  return clientTexts('offline.page', OFFLINE_PAGE_TEXT_KEYS)
}
