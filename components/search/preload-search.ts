'use client'

import type { SearchFiles } from './search-client'

/**
 * Starts loading the local index before the modal needs it: when the pointer or the focus
 * reaches the search button, and at once on Ctrl/Cmd+K, alongside the dialog's code instead of
 * after it. Never on page load (readers on weak phone connections do not pay for a search they
 * do not open). A failed load is tried again when the modal searches.
 */
export function preloadSearch(files: SearchFiles): void {
  if (files.hosted) return
  // The client comes with the modal's code, not with the page.
  import('./search-client')
    .then(({ searchClient }) => searchClient(files).ready())
    .catch(() => undefined)
}
