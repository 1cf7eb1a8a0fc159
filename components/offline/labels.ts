/** UI texts of offline reading, raw: `{placeholders}` are filled in the browser. */
export interface OfflineLabels {
  indicator: string
  indicatorHelp: string
  updateAvailable: string
  reload: string
  dismiss: string
  panelTitle: string
  panelHelp: string
  save: string
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
  failed: string
  changed: string
  /** {done}, {total} */
  interrupted: string
  resume: string
  /** {needed}, {available} */
  storageFull: string
  /** {needed} (the browser does not tell how much is free) */
  storageNeeded: string
  needsConnection: string
  retry: string
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

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
