import type { ClientTexts, MessageKey } from '@/lib/i18n/client-text-keys'

/**
 * UI texts of offline reading that every page shows or may show at once: the indicator, the
 * update bar and the footer panel's first state (with what it says when its code cannot load).
 */
export const OFFLINE_TEXT_KEYS = [
  'indicator',
  'indicatorHelp',
  'updateAvailable',
  'reload',
  'dismiss',
  'panelTitle',
  'panelHelp',
  'save',
  'needsConnection',
  'failed',
  'retry',
] as const satisfies readonly MessageKey<'offline'>[]

export type OfflineLabels = ClientTexts<typeof OFFLINE_TEXT_KEYS>

/**
 * What the footer panel says once its code is loaded (sizes, progress, a saved copy; their
 * `{placeholders}` are filled in the browser). They come with the panel (lazy-texts.json), not
 * in every page.
 */
export const OFFLINE_PANEL_TEXT_KEYS = [
  'checking',
  'sizeBeforeSave',
  'start',
  'cancel',
  'saving',
  'updating',
  'progress',
  'saved',
  'storageUsed',
  'remove',
  'changed',
  'interrupted',
  'resume',
  'storageFull',
  'storageNeeded',
] as const satisfies readonly MessageKey<'offline'>[]

export type OfflinePanelLabels = ClientTexts<typeof OFFLINE_PANEL_TEXT_KEYS>

/** The offline page: what a reader sees when a page is not saved and the network is gone. */
export const OFFLINE_PAGE_TEXT_KEYS = ['title', 'text', 'savedLanguages', 'openSaved', 'visitedPages', 'nothingSaved', 'tryAgain'] as const satisfies readonly MessageKey<'offline.page'>[]

export type OfflinePageLabels = ClientTexts<typeof OFFLINE_PAGE_TEXT_KEYS>
