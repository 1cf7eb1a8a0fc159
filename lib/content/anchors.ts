import type { DocHeading } from '../mdx/headings'

/**
 * Translations keep the English anchors: when a translation has the same heading outline as
 * its English source, each heading takes the English id, so `#wiring` links and the language
 * switch land on the same section in every language. A different outline keeps its own ids.
 */
export function englishAnchorMap(translated: DocHeading[], english: DocHeading[]): Map<string, string> {
  const map = new Map<string, string>()
  if (translated.length !== english.length) return map
  if (translated.some((h, i) => h.depth !== english[i]!.depth)) return map
  translated.forEach((h, i) => map.set(h.id, english[i]!.id))
  return map
}

/** The TOC entries of a page: h2–h3 with final ids. */
export function tocEntries(headings: DocHeading[], anchors: Map<string, string>, min = 2, max = 3): DocHeading[] {
  return headings
    .filter((h) => h.depth >= min && h.depth <= max)
    .map((h) => ({ ...h, id: anchors.get(h.id) ?? h.id }))
}
