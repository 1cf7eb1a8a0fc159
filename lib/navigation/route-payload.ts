/**
 * Client-side navigation without route payload files. When Next's router follows a link in a
 * static export it fetches the target's `index.txt`: the page's RSC payload, the very text the
 * page's HTML already carries inline (`self.__next_f.push([1, "…"])` scripts), byte for byte.
 * The export ships only the HTML (lib/export/route-payloads.ts), and the browser answers the
 * router's request from the HTML of the page (components/navigation/page-payloads.ts). One file
 * per page instead of six; a page fetched ahead or already visited serves both.
 */
export const ROUTE_PAYLOAD_FILE = 'index.txt'

/** The page whose payload a router request asks for: `/nl/x/index.txt?_rsc=1` → `/nl/x/`; else undefined. */
export function pageOfRoutePayload(url: URL): string | undefined {
  if (!url.pathname.endsWith(`/${ROUTE_PAYLOAD_FILE}`)) return undefined
  return url.pathname.slice(0, -ROUTE_PAYLOAD_FILE.length)
}

const INLINE_PAYLOAD = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

/**
 * The RSC payload a page's HTML carries: the text chunks (`[1, "…"]`) and binary ones
 * (`[3, "<base64>"]`) of its inline scripts, in order, as bytes. Undefined when the HTML has
 * none (not a page of this site).
 */
export function routePayloadFromHtml(html: string): Uint8Array<ArrayBuffer> | undefined {
  const parts: Uint8Array<ArrayBuffer>[] = []
  const encoder = new TextEncoder()
  for (const match of html.matchAll(INLINE_PAYLOAD)) {
    const [kind, data] = JSON.parse(match[1]!) as [number, string?]
    if (kind === 1 && typeof data === 'string') parts.push(encoder.encode(data))
    if (kind === 3 && typeof data === 'string') parts.push(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
  }
  if (parts.length === 0) return undefined
  const bytes = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}
