import { Document, Encoder } from 'flexsearch'

/** Indexed fields, most important first. */
export const FIELDS = ['title', 'heading', 'label', 'text'] as const
export type Field = (typeof FIELDS)[number]

/** Ranking weight of a match in each field: title > heading > section label > body. */
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, heading: 3, label: 2, text: 1 }

export const INDEX_FORMAT_VERSION = 3

/**
 * FlexSearch does the inverted index; the language work is ours (lib/search/tokenize.ts), so
 * fields arrive as space-separated terms and the encoder only splits on spaces.
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
        resolution: field === 'text' ? 2 : 3,
      })),
    },
  })
}

export type SearchDocument = ReturnType<typeof createSearchDocument>
