import { Document, Encoder } from 'flexsearch'
import { FIELDS } from './fields'

/**
 * At build time, FlexSearch does the inverted index: its rank slots are what the index files
 * store, and queries read them without FlexSearch. The language work is ours
 * (lib/search/tokenize.ts), so fields arrive as space-separated terms and the encoder only
 * splits on spaces.
 */
function termEncoder() {
  return new Encoder({ normalize: false, numeric: false, dedupe: false, split: ' ', cache: false })
}

/** The same Document configuration for building and importing, as FlexSearch requires. */
export function createSearchDocument() {
  return new Document({
    document: {
      id: 'id',
      index: FIELDS.map((field) => ({
        field,
        tokenize: 'strict' as const,
        encoder: termEncoder(),
        // Fewer rank slots for the body keep the index small; its order matters least.
        resolution: field === 'text' ? 2 : 1,
      })),
    },
  })
}

export type SearchDocument = ReturnType<typeof createSearchDocument>
