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
 * Decodes a field into [term, slots] entries, naming each term from the
 * sorted vocabulary (the input is left as it is). Runs in the worker while the reader waits.
 */
export function decodePostings(entries: PostingsEntry[], terms: string[]): [string, Slots][] {
  const decoded: [string, Slots][] = new Array(entries.length)
  let term = -1
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!
    term += (entry[0] as number) + 1
    const slots: Slots = new Array(entry.length - 1)
    for (let s = 1; s < entry.length; s++) {
      const gaps = entry[s]
      if (typeof gaps === 'number') {
        slots[s - 1] = null
        continue
      }
      const ids = new Array<number>(gaps!.length)
      let id = -1
      for (let i = 0; i < gaps!.length; i++) ids[i] = id += gaps![i]! + 1
      slots[s - 1] = ids
    }
    const name = terms[term]
    if (name === undefined) throw new Error(`postings: term ${term} is past the vocabulary (${terms.length} terms)`)
    decoded[e] = [name, slots]
  }
  return decoded
}
