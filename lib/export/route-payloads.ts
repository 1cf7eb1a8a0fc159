/**
 * Route payloads (`*.txt`) that `next build` writes beside every exported page. None is shipped:
 * Next's router reads the per-segment files (`__next._tree.txt`, `__next.<segment>.txt`,
 * `__next._full.txt`) only for its own prefetching, which this site turns off
 * (components/ui/Link.tsx), and `index.txt`, which it reads when it follows a link, repeats the
 * payload the page's HTML carries inline: the browser reads it from there
 * (lib/navigation/route-payload.ts). Checked in Chromium for every kind of navigation by
 * tests/e2e/footprint.spec.ts.
 */
const ROUTE_PAYLOAD = /^(index|__next\..*)\.txt$/

/** Whether an exported file (a path inside out/) is one of Next's route payloads. */
export function isUnrequestedRoutePayload(file: string): boolean {
  return ROUTE_PAYLOAD.test(file.slice(file.lastIndexOf('/') + 1))
}
