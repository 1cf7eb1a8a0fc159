/**
 * A page's HTML carries its content twice: once as markup and once inside the inline React
 * payload the browser hydrates from. For a part that has no React state, such as the article of
 * a doc page (components/static-html/StaticHtml.tsx), the second copy buys nothing: the build empties
 * that part's children in the payload, and drops the rows only they used. The sidebar's links
 * too: its state (open branches) lives in its categories, its items are read back from the markup. The browser keeps
 * the markup it was given, and a page reached by a link reads the same markup from that page's
 * HTML (components/static-html/store.ts). The same holds for the text of inline scripts: they
 * run once, from the markup, and a script React renders later never runs.
 */
import { routePayloadFromHtml } from '../navigation/route-payload'
import { parseFlightRows, reachableRows, rowValue, serializeFlightRows, type FlightRow } from './flight-rows'

/** The prop that marks a StaticHtml element in the payload. */
export const STATIC_HTML_PROP = 'staticHtmlKey'
/** The prop that marks the Sidebar in the payload: its `items` are read back from its markup (components/docs/sidebar-markup.ts). */
export const SIDEBAR_MARKUP_PROP = 'markupKey'

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[[13],.*?\]\)<\/script>/gs

export interface StaticHtmlResult {
  html: string
  /** StaticHtml elements whose children were emptied and sidebars whose items were (inline scripts are not counted). */
  parts: number
  /** Payload rows dropped because only those children used them. */
  rowsDropped: number
}

/** `JSON.stringify` safe inside a `<script>`, as Next writes its payload scripts. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

type Props = Record<string, unknown> & { children?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }

/** An inline script the browser runs (not a JSON data block, which code may read again). */
function isRunScript(type: unknown, props: Props): boolean {
  return type === 'script' && (props.type === undefined || props.type === 'text/javascript') && typeof props.dangerouslySetInnerHTML?.__html === 'string'
}

/**
 * Empties, in a payload value, the children of every StaticHtml element, the items of the
 * sidebar and the text of every inline script; returns how many parts and whether anything changed.
 */
function emptyMarkupOnlyParts(value: unknown, found = { parts: 0, changed: false }): { parts: number; changed: boolean } {
  if (!value || typeof value !== 'object') return found
  if (Array.isArray(value)) {
    const props = value[0] === '$' && value.length === 4 && value[3] && typeof value[3] === 'object' ? (value[3] as Props) : undefined
    if (props && typeof props[STATIC_HTML_PROP] === 'string' && props.children != null) {
      props.children = null
      found.parts++
      found.changed = true
    }
    if (props && typeof props[SIDEBAR_MARKUP_PROP] === 'string' && Array.isArray(props.items)) {
      props.items = null
      found.parts++
      found.changed = true
    }
    if (props && isRunScript(value[1], props) && props.dangerouslySetInnerHTML!.__html !== '') {
      props.dangerouslySetInnerHTML!.__html = ''
      found.changed = true
    }
    for (const item of value) emptyMarkupOnlyParts(item, found)
    return found
  }
  for (const item of Object.values(value)) emptyMarkupOnlyParts(item, found)
  return found
}

/**
 * The page's HTML with the StaticHtml children and inline script text gone from its payload;
 * undefined when it has neither, or holds a payload this reader cannot rewrite safely (then it
 * ships unchanged).
 */
export function withStaticHtmlOnce(html: string): StaticHtmlResult | undefined {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)]
  if (scripts.length === 0) return undefined
  const payload = routePayloadFromHtml(html)
  if (!payload) return undefined
  const rows = parseFlightRows(payload)
  // Only a payload this reader reproduces byte for byte is rewritten.
  if (!rows || serializeFlightRows(rows) !== new TextDecoder().decode(payload)) return undefined
  const values = new Map<FlightRow, unknown>()
  let parts = 0
  let changed = false
  for (const row of rows) {
    if (row.tag !== '') continue
    const value = rowValue(row)
    values.set(row, value)
    const emptied = emptyMarkupOnlyParts(value)
    if (emptied.changed) {
      row.body = JSON.stringify(value)
      parts += emptied.parts
      changed = true
    }
  }
  if (!changed) return undefined
  const kept = reachableRows(rows, values)
  const script = `<script>self.__next_f.push(${scriptSafeJson([1, serializeFlightRows(kept)])})</script>`
  const first = scripts[0]!.index!
  let rewritten = ''
  let at = 0
  for (const match of scripts) {
    rewritten += html.slice(at, match.index) + (match.index === first ? script : '')
    at = match.index! + match[0].length
  }
  rewritten += html.slice(at)
  return { html: rewritten, parts, rowsDropped: rows.length - kept.length }
}
