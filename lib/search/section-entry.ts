/**
 * How the base file of an index names a section: its page, and the anchor and heading that follow
 * the page's address. Most anchors are their heading written as an address ("Reading the line
 * widget" → "reading-the-line-widget"); those are not stored twice, which took a quarter of the
 * base file, the part of the index every query downloads first.
 */

/**
 * [page] for a page's intro; [page, heading] when the anchor is `headingAnchor(heading)`;
 * [page, heading, 0] when it is not (a translated heading keeps the English anchor): that anchor
 * is kept apart, with the section's excerpt and in the locale's anchors file, so the base file
 * that every query downloads first does not carry it (a fifth of a translated locale's base).
 */
export type SectionEntry = [page: number] | [page: number, heading: string] | [page: number, heading: string, anchorApart: 0]

/**
 * The anchor a heading reads as: lower case, punctuation dropped, spaces as hyphens. The build
 * checks each anchor against it (the page's real one comes from github-slugger, lib/mdx/headings.ts)
 * and keeps apart the anchors it does not give, so this stays short enough for the search worker.
 */
export function headingAnchor(heading: string): string {
  return heading.toLowerCase().trim().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/ /g, '-')
}

/** Whether a section's anchor is kept apart from the base file (see SectionEntry). */
export function anchorIsApart(anchor: string, heading: string): boolean {
  return !(anchor === '' && heading === '') && headingAnchor(heading) !== anchor
}

export function sectionEntry(page: number, anchor: string, heading: string): SectionEntry {
  if (anchor === '' && heading === '') return [page]
  return anchorIsApart(anchor, heading) ? [page, heading, 0] : [page, heading]
}

/** The section's page, heading and anchor; `anchor` is undefined when it is kept apart. */
export function readSectionEntry(entry: SectionEntry): { page: number; anchor: string | undefined; heading: string } {
  const [page] = entry
  if (entry.length === 1) return { page, anchor: '', heading: '' }
  if (entry.length === 2) return { page, anchor: headingAnchor(entry[1]), heading: entry[1] }
  return { page, anchor: undefined, heading: entry[1] }
}

/** One section in an excerpts part: its excerpt, with its anchor when the base file does not give it. */
export type ExcerptEntry = string | [excerpt: string, anchor: string]

export function excerptEntry(excerpt: string, apartAnchor: string | undefined): ExcerptEntry {
  return apartAnchor === undefined ? excerpt : [excerpt, apartAnchor]
}

export function readExcerptEntry(entry: ExcerptEntry): { excerpt: string; anchor: string | undefined } {
  return typeof entry === 'string' ? { excerpt: entry, anchor: undefined } : { excerpt: entry[0], anchor: entry[1] }
}
