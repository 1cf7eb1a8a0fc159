/**
 * The rows of a React Server Components payload ("flight"), as Next's static export inlines it
 * into every page. Enough of the format to drop a subtree and the rows only it used
 * (lib/export/static-islands.ts); anything this reader does not know leaves the page alone.
 *
 * A row is `<hex id>:<value>\n`: JSON for a model row, `I[…]` for a client module, `H<code>[…]`
 * for a resource hint, `X`/`R` … `C` for the start and end of a stream whose chunks are rows
 * with the same id, and `T<hex byte length>,<text>` for a long string (no newline after it).
 */
export interface FlightRow {
  id: string
  /** '' for a JSON model, else the row's tag: 'I', 'HL', 'T', 'X', 'C', … */
  tag: string
  /** The JSON text of the row, or the text of a `T` row. */
  body: string
}

const ROW_START = /^([0-9a-f]*):(T[0-9a-f]+,|H[A-Za-z](?=[[{"])|[IE](?=[[{"])|[XxRrC](?=[[{"\n])|)/

/** The rows of a payload, or undefined when it holds a row this reader does not know. */
export function parseFlightRows(payload: Uint8Array): FlightRow[] | undefined {
  const decoder = new TextDecoder()
  const rows: FlightRow[] = []
  let at = 0
  while (at < payload.length) {
    const head = decoder.decode(payload.subarray(at, Math.min(payload.length, at + 40)))
    const start = ROW_START.exec(head)
    if (!start) return undefined
    const [prefix, id, tag] = start
    at += Buffer.byteLength(prefix!)
    if (tag!.startsWith('T')) {
      const length = parseInt(tag!.slice(1, -1), 16)
      rows.push({ id: id!, tag: 'T', body: decoder.decode(payload.subarray(at, at + length)) })
      at += length
      continue
    }
    const end = payload.indexOf(0x0a, at)
    if (end < 0) return undefined
    const row = { id: id!, tag: tag!, body: decoder.decode(payload.subarray(at, end)) }
    // A model, module or hint row that is not JSON is a form this reader does not know.
    if (/^(|I|E|H.)$/.test(row.tag) && rowValue(row) === undefined) return undefined
    rows.push(row)
    at = end + 1
  }
  return rows
}

/** The payload text of rows, as React writes it. */
export function serializeFlightRows(rows: FlightRow[]): string {
  return rows
    .map((row) => (row.tag === 'T' ? `${row.id}:T${Buffer.byteLength(row.body).toString(16)},${row.body}` : `${row.id}:${row.tag}${row.body}\n`))
    .join('')
}

/**
 * Row ids a JSON value refers to: `"$<id>"`, `"$L<id>"` (lazy), `"$@<id>"` (promise) and the
 * other one-letter forms, with or without a `:path`. Generous on purpose: a value that only
 * looks like a reference ("$D2024…") keeps a row, never loses one.
 */
export function referencedRowIds(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const reference = /^\$([A-Za-z@]?)([0-9a-f]*)/.exec(value)
    if (reference) {
      const [, letter, digits] = reference
      if (digits) into.add(digits)
      // `$ab` is row `ab`, not `b` with a type letter `a`: a hex letter counts both ways.
      if (/^[0-9a-f]$/.test(letter!)) into.add(letter! + digits)
    }
  } else if (Array.isArray(value)) {
    for (const item of value) referencedRowIds(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) referencedRowIds(item, into)
  }
  return into
}

/** The JSON value of a row, or undefined for a text row, a stream marker or anything not JSON. */
export function rowValue(row: FlightRow): unknown {
  if (row.tag === 'T' || row.body === '') return undefined
  try {
    return JSON.parse(row.body)
  } catch {
    return undefined
  }
}

/**
 * The rows still reachable from the root row (`0`) and from rows without an id (hints); every
 * row of an id is kept together (a stream's start, chunks and end). `values` holds the rows'
 * JSON where the caller changed it; the others are read from their text.
 */
export function reachableRows(rows: FlightRow[], values: Map<FlightRow, unknown> = new Map()): FlightRow[] {
  const byId = new Map<string, FlightRow[]>()
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row])
  const keep = new Set<string>()
  const queue = ['', '0']
  while (queue.length > 0) {
    const id = queue.pop()!
    if (keep.has(id)) continue
    keep.add(id)
    for (const row of byId.get(id) ?? []) {
      const value = values.has(row) ? values.get(row) : rowValue(row)
      for (const next of referencedRowIds(value)) if (!keep.has(next)) queue.push(next)
    }
  }
  return rows.filter((row) => keep.has(row.id))
}
