import { tokenize } from './tokenize'
import { createSearchDocument, INDEX_FORMAT_VERSION } from './flexsearch-config'
import type { SearchIndexFile, Section, StoredSection } from './types'

export const EXCERPT_LENGTH = 140

function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH)
  const space = cut.lastIndexOf(' ')
  return `${space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut}…`
}

/** Builds and exports the index of one locale's sections. */
export async function buildSearchIndex(locale: string, sections: Section[]): Promise<SearchIndexFile> {
  const document = createSearchDocument()
  const frequency = new Map<string, number>()
  const stored: StoredSection[] = []
  sections.forEach((section, id) => {
    const fields = {
      title: tokenize(section.title),
      heading: tokenize(section.heading ?? ''),
      label: tokenize(section.label),
      text: tokenize(section.text),
    }
    for (const term of new Set(Object.values(fields).flat())) frequency.set(term, (frequency.get(term) ?? 0) + 1)
    document.add({
      id,
      title: fields.title.join(' '),
      heading: fields.heading.join(' '),
      label: fields.label.join(' '),
      text: fields.text.join(' '),
    })
    stored.push({
      url: section.url,
      title: section.title,
      label: section.label,
      heading: section.heading,
      lang: section.lang,
      excerpt: excerpt(section.text),
    })
  })
  const flexsearch: [string, string][] = []
  await document.export((key: string, data: string) => {
    flexsearch.push([key, data])
  })
  const vocabulary = [...frequency.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return { version: INDEX_FORMAT_VERSION, locale, sections: sections.length, flexsearch, stored, vocabulary }
}
