import { FIELDS, type Field } from './fields'
import type { Slots } from './postings'

/** Per field, each term's sections in rank slots (the postings the index files store). */
export type FieldPostings = Map<Field, Map<string, Slots>>

/**
 * Rank slots of the body: sections whose text starts with the term, then the sections that
 * only use it later. A short field (title, heading, label, keywords) is one slot: where a word
 * stands in a title says nothing. (This is the order FlexSearch 0.8 gave a one-word query with
 * resolution 2 for the body and 1 for the rest, which the index format kept when the build
 * stopped using it; the files are the same byte for byte.)
 */
const BODY_SLOTS = 2

function slotOf(field: Field, position: number): number {
  return field === 'text' && BODY_SLOTS > 1 ? Math.min(position, BODY_SLOTS - 1) : 0
}

/**
 * The postings of sections given as their fields' terms, in section id order: each term once
 * per section and field, in the slot of its first position; ids ascend within a slot.
 */
export function rankSlots(sections: Record<Field, string[]>[]): FieldPostings {
  const postings: FieldPostings = new Map(FIELDS.map((field) => [field, new Map()]))
  sections.forEach((fields, id) => {
    for (const field of FIELDS) {
      const terms = postings.get(field)!
      const seen = new Set<string>()
      fields[field].forEach((term, position) => {
        if (seen.has(term)) return
        seen.add(term)
        let slots = terms.get(term)
        if (!slots) terms.set(term, (slots = []))
        const slot = slotOf(field, position)
        while (slots.length <= slot) slots.push(null)
        ;(slots[slot] ??= []).push(id)
      })
    }
  })
  return postings
}
