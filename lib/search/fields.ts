/** Indexed fields, most important first. */
export const FIELDS = ['title', 'heading', 'label', 'text', 'keywords'] as const
export type Field = (typeof FIELDS)[number]

/**
 * Ranking weight of a match in each field: title > heading > keywords (what readers type for a
 * page, and its description, on the page intro) > section label > body.
 */
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, heading: 3, keywords: 2.5, label: 2, text: 1 }

/** The format of the index files; a loader refuses files of another one. */
export const INDEX_FORMAT_VERSION = 8
