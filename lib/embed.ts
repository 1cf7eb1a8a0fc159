/** Query flag the mobile app adds to show pages without the site chrome. */
export const EMBED_PARAM = 'embed'

/**
 * Runs inline in <head> before first paint, so the chrome is hidden even before (or without)
 * the page's JavaScript: it marks <html data-embed> when `?embed=true` is in the URL.
 */
export const EMBED_INLINE_SCRIPT = `try{if(new URLSearchParams(location.search).get('${EMBED_PARAM}')==='true')document.documentElement.setAttribute('data-embed','')}catch(e){}`
