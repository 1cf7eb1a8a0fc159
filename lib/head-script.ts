import { EMBED_ATTRIBUTE, EMBED_PARAM } from './embed'
import { isSearchShortcut } from './keyboard'

export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed'
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'
export const BASE_MISMATCH_ATTRIBUTE = 'data-base-mismatch'
/** Set by the search button once it listens; until then the head script notes requests. */
export const SEARCH_READY_ATTRIBUTE = 'data-search-ready'
/** A search shortcut or a click on the search button came before the page was interactive. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-search-requested'

export interface HeadScriptOptions {
  basePath: string
  /** Localized warning with {expected} and {actual}, shown when the base path is wrong. */
  baseWarning: string
  /** First path segments that exist at the configured base path (locales, top-level docs…). */
  knownFirstSegments: string[]
  announcementId?: string
}

/** Everything the head script knows: its arguments, as JSON. */
interface HeadValues extends HeadScriptOptions {
  embedParam: string
  embedAttribute: string
  announcementKey: string
  announcementAttribute: string
  baseMismatchAttribute: string
  searchReadyAttribute: string
  searchRequestedAttribute: string
}

/*
 * The behaviours below run in the browser from their source text (`headScript`), before any
 * bundle: each uses only its arguments and the page, never a name from this module, and no
 * local function is given a name (a compiler keeping names would call a helper the page lacks).
 */

/** `?embed=true` marks <html>, so CSS hides the chrome (no flash, no bundle needed). */
function markEmbedMode(values: HeadValues) {
  if (new URLSearchParams(location.search).get(values.embedParam) === 'true') document.documentElement.setAttribute(values.embedAttribute, '')
}

/** `/x/index.html` or `/x/index` (which static hosts serve as the page) becomes `/x/` in the address bar. */
function tidyIndexUrl() {
  if (/\/index(\.html)?$/.test(location.pathname)) {
    history.replaceState(history.state, '', location.pathname.replace(/index(\.html)?$/, '') + location.search + location.hash)
  }
}

/** A dismissed announcement stays hidden until its id changes. */
function hideDismissedAnnouncement(values: HeadValues) {
  if (!values.announcementId) return
  try {
    if (localStorage.getItem(values.announcementKey) === values.announcementId) document.documentElement.setAttribute(values.announcementAttribute, '')
  } catch {
    // Storage blocked: the announcement shows.
  }
}

/**
 * A base path other than the configured one shows a warning banner, added outside React and
 * put back if React re-renders the document (a page under the wrong path fails to hydrate).
 */
function warnOnWrongBasePath(values: HeadValues) {
  const path = location.pathname
  const segments = path.split('/').filter(Boolean)
  const base = values.basePath
  const known = values.knownFirstSegments
  const ok = base ? path === base || path.indexOf(`${base}/`) === 0 : segments.length === 0 || known.indexOf(segments[0]!) >= 0
  if (ok) return
  document.documentElement.setAttribute(values.baseMismatchAttribute, '')
  let i = 0
  while (i < segments.length && known.indexOf(segments[i]!) < 0) i++
  const banner = document.createElement('div')
  banner.setAttribute('data-base-banner', '')
  banner.setAttribute('role', 'alert')
  banner.textContent = values.baseWarning.replace('{expected}', base || '/').replace('{actual}', `/${segments.slice(0, i).join('/')}`)
  banner.style.cssText = 'background:#fff3cd;color:#5c4500;padding:.5rem 1rem;text-align:center;font-size:.875rem'
  document.addEventListener('DOMContentLoaded', () => {
    document.body.insertBefore(banner, document.body.firstChild)
    new MutationObserver(() => {
      if (!banner.isConnected) document.body.insertBefore(banner, document.body.firstChild)
    }).observe(document.body, { childList: true })
  })
}

/**
 * Ctrl/Cmd+K, `/` (outside a field) or a click on the search button before the search button
 * listens (a phone can take seconds to hydrate) is noted on <html>; the button opens the modal
 * when it is ready, so the reader's first press is not lost.
 */
function noteEarlySearch(values: HeadValues, isShortcut: typeof isSearchShortcut) {
  const html = document.documentElement
  document.addEventListener(
    'keydown',
    (event) => {
      if (html.hasAttribute(values.searchReadyAttribute) || !isShortcut(event)) return
      event.preventDefault()
      html.setAttribute(values.searchRequestedAttribute, '')
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      if (!html.hasAttribute(values.searchReadyAttribute) && target?.closest?.('[data-search-button]')) html.setAttribute(values.searchRequestedAttribute, '')
    },
    true,
  )
}

/** The behaviours in order, each on its own: one that throws leaves the others running. */
function runHeadBehaviours(values: HeadValues, behaviours: ((values: HeadValues, isShortcut: typeof isSearchShortcut) => void)[], isShortcut: typeof isSearchShortcut) {
  for (const behaviour of behaviours) {
    try {
      behaviour(values, isShortcut)
    } catch {
      // A browser without one of the APIs still gets the page.
    }
  }
}

/**
 * The one inline script in <head>, run before the first paint and before any bundle loads: the
 * functions above, serialised with their values, and the search shortcut the search button uses
 * (`isSearchShortcut`), so both answer the same keys.
 */
export function headScript(options: HeadScriptOptions): string {
  const values: HeadValues = {
    ...options,
    embedParam: EMBED_PARAM,
    embedAttribute: EMBED_ATTRIBUTE,
    announcementKey: ANNOUNCEMENT_STORAGE_KEY,
    announcementAttribute: ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
    baseMismatchAttribute: BASE_MISMATCH_ATTRIBUTE,
    searchReadyAttribute: SEARCH_READY_ATTRIBUTE,
    searchRequestedAttribute: SEARCH_REQUESTED_ATTRIBUTE,
  }
  const behaviours = [markEmbedMode, tidyIndexUrl, hideDismissedAnnouncement, warnOnWrongBasePath, noteEarlySearch]
  return `(${runHeadBehaviours})(${JSON.stringify(values).replace(/</g, '\\u003c')},[${behaviours.join(',')}],${isSearchShortcut})`
}
