/**
 * The compact form of one field's postings in the index file (lib/search/rank-slots.ts): a field
 * is a list of entries in vocabulary order, holding only small numbers:
 *
 *   entry = [termGap, slot, slot, …]    slot = [idGap, idGap, …] or 0 when empty
 *
 * termGap is the distance to the previous entry's term index minus one; idGap the distance to
 * the previous id of the slot minus one (the first: the id itself). A slot is a rank slot
 * (rank-slots.ts), ids in ascending order within it. Small numbers compress well (about 40% less
 * after gzip than writing every id in full, as FlexSearch's export did), and the file stays plain
 * JSON, so the browser's own parser does most of the decoding.
 */

/** One term's postings: ids per rank slot. */
export type Slots = (number[] | null)[]

/** One entry of the compact form (see above). */
export type PostingsEntry = (number | number[])[]

/** Encodes entries given as [term index, slots], in ascending term index order. */
export function encodePostings(entries: [number, Slots][]): PostingsEntry[] {
  let previousTerm = -1
  return entries.map(([term, slots]) => {
    if (term <= previousTerm) throw new Error(`postings: term ${term} after ${previousTerm}`)
    const entry: PostingsEntry = [term - previousTerm - 1]
    previousTerm = term
    for (const ids of slots) {
      let previous = -1
      entry.push(
        ids && ids.length > 0
          ? ids.map((id) => {
              if (id <= previous) throw new Error(`postings: id ${id} after ${previous}`)
              const gap = id - previous - 1
              previous = id
              return gap
            })
          : 0,
      )
    }
    while (entry.length > 1 && entry[entry.length - 1] === 0) entry.pop()
    return entry
  })
}

/**
 * One shard's postings in memory, flat: per term and field, the ids of its sections in rank
 * order (the slots one after the other, as a query walks them). Two typed arrays per shard
 * instead of arrays per term, field and slot: the garbage collector walks tens of thousands of
 * small arrays on every full collection (a loaded pl index held 35,578), and those collections
 * fell on the reader's first queries after the index loaded.
 */
export interface FlatPostings {
  /** Section ids, term by term, field by field (FIELDS order). */
  ids: Int32Array
  /** Where each term's field starts in `ids`, at term * fieldCount + field; one more entry closes the last. */
  starts: Int32Array
  fieldCount: number
}

/**
 * Decodes a shard's fields (FIELDS order; undefined: a field no term of the shard occurs in) into
 * flat postings for its `termCount` terms. Runs in the worker while the reader waits; the input is
 * left as it is.
 */
export function decodeFlatPostings(fields: (PostingsEntry[] | undefined)[], termCount: number): FlatPostings {
  const fieldCount = fields.length
  const counts = new Int32Array(termCount * fieldCount + 1)
  forEachEntry(fields, termCount, (row, entry) => {
    let count = 0
    for (let s = 1; s < entry.length; s++) {
      const gaps = entry[s]
      if (typeof gaps !== 'number') count += gaps!.length
    }
    counts[row] = count
  })
  // Running totals: counts[row] becomes where the row starts.
  let total = 0
  for (let row = 0; row < counts.length; row++) {
    const count = counts[row]!
    counts[row] = total
    total += count
  }
  const starts = counts
  const ids = new Int32Array(total)
  forEachEntry(fields, termCount, (row, entry) => {
    let at = starts[row]!
    for (let s = 1; s < entry.length; s++) {
      const gaps = entry[s]
      if (typeof gaps === 'number') continue
      let id = -1
      for (let i = 0; i < gaps!.length; i++) ids[at++] = id += gaps![i]! + 1
    }
  })
  return { ids, starts, fieldCount }
}

/** Each entry of each field with its row in FlatPostings.starts (term * fieldCount + field). */
function forEachEntry(fields: (PostingsEntry[] | undefined)[], termCount: number, visit: (row: number, entry: PostingsEntry) => void): void {
  fields.forEach((entries, field) => {
    let term = -1
    for (const entry of entries ?? []) {
      term += (entry[0] as number) + 1
      if (term >= termCount) throw new Error(`postings: term ${term} is past the vocabulary (${termCount} terms)`)
      visit(term * fields.length + field, entry)
    }
  })
}

