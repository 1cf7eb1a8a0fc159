/**
 * The framework's script files are requested once the page has painted its content, not while
 * its HTML and stylesheet are still arriving: on a slow connection they no longer share the
 * bandwidth with what the reader waits for (the text), and the page hydrates right after.
 *
 * Next writes them as `<script src async>` tags (and a low-priority preload for one of them),
 * which the browser requests as soon as it parses the head. This post-export step replaces them
 * with one small inline loader that adds the same scripts, as async scripts again (their order
 * never mattered), when the browser reports the first contentful paint; at once when the page
 * is hidden (a background tab does not paint) or when the browser cannot report paints, and
 * after LOADER_FALLBACK_MS whatever happens. React finds the scripts it expects in the document
 * (`script[async][src]`) and does not add them again.
 */

/** The framework's async script tags, as Next writes them. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g
/** Next's low-priority preload of a script file: it would start the download before the paint. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g
/** The last moment the scripts are added, if no paint was reported. */
export const LOADER_FALLBACK_MS = 3000

/** The loader's code for a list of script URLs: small, dependency-free, ES5 (it runs before any polyfill). */
export function scriptLoader(urls: string[]): string {
  const add = `function(){if(d)return;d=1;u.forEach(function(s){var e=document.createElement('script');e.src=s;e.setAttribute('async','');document.head.appendChild(e)})}`
  return (
    `(function(u){var d=0,go=${add};` +
    `if(document.visibilityState==='hidden'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return go();` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
    `document.addEventListener('visibilitychange',go);setTimeout(go,${LOADER_FALLBACK_MS})` +
    `})(${JSON.stringify(urls).replace(/</g, '\\u003c')})`
  )
}

/**
 * The page with its framework scripts added after the first paint: undefined when it has none
 * (or was rewritten already). Scripts with other attributes (Next's `noModule` polyfills) stay.
 */
export function withScriptsAfterPaint(html: string): { html: string; scripts: number } | undefined {
  const tags = [...html.matchAll(ASYNC_SCRIPT)]
  if (tags.length === 0) return undefined
  const urls = tags.map((tag) => tag[1]!)
  const first = tags[0]!.index!
  let rewritten = html.slice(0, first) + `<script>${scriptLoader(urls)}</script>` + html.slice(first).replace(ASYNC_SCRIPT, '')
  rewritten = rewritten.replace(SCRIPT_PRELOAD, '')
  return { html: rewritten, scripts: urls.length }
}
