/** Indexed fields, most important first. */
export const FIELDS = ['title', 'heading', 'label', 'text'] as const
export type Field = (typeof FIELDS)[number]

/** Ranking weight of a match in each field: title > heading > section label > body. */
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, heading: 3, label: 2, text: 1 }

/** The format of the index files; a loader refuses files of another one. */
export const INDEX_FORMAT_VERSION = 4
