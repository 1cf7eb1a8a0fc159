/**
 * UI texts of offline reading that every page shows or may show at once: the indicator, the
 * update bar and the footer panel's first state (with what it says when its code cannot load).
 */
export interface OfflineLabels {
  indicator: string
  indicatorHelp: string
  updateAvailable: string
  reload: string
  dismiss: string
  panelTitle: string
  panelHelp: string
  save: string
  needsConnection: string
  failed: string
  retry: string
}

/**
 * What the footer panel says once its code is loaded (sizes, progress, a saved copy), raw:
 * `{placeholders}` are filled in the browser. They come with the panel (lazy-texts.json), not in
 * every page.
 */
export interface OfflinePanelLabels {
  checking: string
  /** {size}, {transfer} */
  sizeBeforeSave: string
  start: string
  cancel: string
  saving: string
  updating: string
  /** {done}, {total} */
  progress: string
  /** {language}, {size} */
  saved: string
  /** {size} */
  storageUsed: string
  remove: string
  changed: string
  /** {done}, {total} */
  interrupted: string
  resume: string
  /** {needed}, {available} */
  storageFull: string
  /** {needed} (the browser does not tell how much is free) */
  storageNeeded: string
}

export interface OfflinePageLabels {
  title: string
  text: string
  savedLanguages: string
  /** {language} */
  openSaved: string
  visitedPages: string
  nothingSaved: string
  tryAgain: string
}
