/**
 * Route payloads (`*.txt`) that `next build` writes beside every exported page and that no
 * navigation in the browser asks for. Next 16's router reads a page's `__next._tree.txt` and
 * segment files when it prefetches a link, and `index.txt` when it follows one it has not
 * prefetched (a locale switch, a search result, an in-text link clicked early). The
 * `__next._full.txt` file repeats `index.txt` byte for byte; only Next's server reads it.
 * Checked in Chromium for every kind of navigation by tests/e2e/footprint.spec.ts.
 */
export const UNREQUESTED_ROUTE_PAYLOADS: readonly string[] = ['__next._full.txt']

/** Whether an exported file (a path inside out/) is a payload no navigation requests. */
export function isUnrequestedRoutePayload(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1)
  return UNREQUESTED_ROUTE_PAYLOADS.includes(name)
}
