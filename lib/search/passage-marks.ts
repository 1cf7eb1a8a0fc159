/**
 * How a section's text (lib/search/sections.ts) keeps the structure Ask AI answers from. Neither
 * mark is a letter or digit: search never sees them.
 */

/** Starts each item of a numbered list, so Ask can answer a "how do I" with the steps; excerpts leave it out. */
export const STEP_MARK = '\u2023'

/**
 * Joins the cells of a table row, one row per line ("Header: cell — Header: cell"): the first
 * cell names what the row is about, so Ask can find the row a value question asks for.
 */
export const TABLE_CELL_SEPARATOR = ' — '
