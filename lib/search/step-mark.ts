/**
 * Starts each item of a numbered list in a section's text (lib/search/sections.ts), so Ask AI
 * can answer a "how do I" with the steps. Not a letter or digit: search never sees it, and
 * excerpts leave it out.
 */
export const STEP_MARK = '\u2023'
