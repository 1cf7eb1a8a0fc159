/** Messages between the pages and the service worker (components/offline/service-worker.ts). */
export const OFFLINE_MESSAGES = {
  /** The reader reached a page by client-side navigation: store its HTML for offline reading. */
  rememberPage: 'REMEMBER_PAGE',
  /** Asks the build version of the active worker (answered on the message port). */
  version: 'GET_VERSION',
} as const

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGES.rememberPage; path: string }
  | { type: typeof OFFLINE_MESSAGES.version }
