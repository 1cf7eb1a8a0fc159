'use client'

import { searchClient, type SearchFiles } from './search-client'

/**
 * Starts loading the local index before the modal needs it: when the pointer or the focus
 * reaches the search button, and at once on Ctrl/Cmd+K, alongside the dialog's code instead of
 * after it. Never on page load (readers on weak phone connections do not pay for a search they
 * do not open). A failed load is tried again when the modal searches.
 */
export function preloadSearch(files: SearchFiles): void {
  if (files.hosted) return
  // The client is in the page's code (0.7 KB): importing it on demand would put a round trip
  // before the worker starts, which a phone on a slow connection feels.
  searchClient(files)
    .ready()
    .catch(() => undefined)
}
