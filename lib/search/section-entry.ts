/**
 * How the base file of an index names a section: its page, and the anchor and heading that follow
 * the page's address. Most anchors are their heading written as an address ("Reading the line
 * widget" → "reading-the-line-widget"); those are not stored twice, which took a quarter of the
 * base file, the part of the index every query downloads first.
 */

/** [page] for a page's intro, [page, heading] when the anchor is `headingAnchor(heading)`, else [page, anchor, heading]. */
export type SectionEntry = [page: number] | [page: number, heading: string] | [page: number, anchor: string, heading: string]

/**
 * The anchor a heading reads as: lower case, punctuation dropped, spaces as hyphens. The build
 * checks each anchor against it (the page's real one comes from github-slugger, lib/mdx/headings.ts)
 * and stores the anchors it does not give, so this stays short enough for the search worker.
 */
export function headingAnchor(heading: string): string {
  return heading.toLowerCase().trim().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/ /g, '-')
}

export function sectionEntry(page: number, anchor: string, heading: string): SectionEntry {
  if (anchor === '' && heading === '') return [page]
  return anchor !== '' && headingAnchor(heading) === anchor ? [page, heading] : [page, anchor, heading]
}

export function readSectionEntry(entry: SectionEntry): { page: number; anchor: string; heading: string } {
  const [page] = entry
  if (entry.length === 1) return { page, anchor: '', heading: '' }
  if (entry.length === 2) return { page, anchor: headingAnchor(entry[1]), heading: entry[1] }
  return { page, anchor: entry[1], heading: entry[2] }
}
