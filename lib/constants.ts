/** Numbers of the product contract (SPEC.md "Constants"), named once. */
export const DESKTOP_BREAKPOINT_PX = 996
export const TOC_MIN_LEVEL = 2
export const TOC_MAX_LEVEL = 3
export const SITEMAP_CHANGEFREQ = 'weekly'
export const SITEMAP_PRIORITY = 0.5
export const PROGRESS_BAR = { minimum: 0.08, speedMs: 200, trickleMs: 800, delayMs: 200 } as const
export const SEARCH = { debounceMs: 300, maxResults: 20, listMaxHeight: '50vh', modalMaxWidthPx: 560 } as const
/**
 * The results page: up to `limit` results, `firstResults` listed at first (with their excerpts),
 * the rest with "Show more results". A phone lays out 20 highlighted excerpts much faster than 50
 * (Lighthouse, mobile preset, Chinese results page: total blocking time 260 → 130 ms).
 */
export const SEARCH_PAGE = { limit: 50, firstResults: 20 } as const
export const LOADER_DELAY_MS = 200
export const FOOTER_YEAR = 2025
export const DOCS_VERSION_LABEL = 'next'
