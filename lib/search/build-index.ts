import { tokenize } from './tokenize'
import { createSearchDocument, FIELDS, INDEX_FORMAT_VERSION, type SearchDocument } from './flexsearch-config'
import { encodePostings, type PostingsEntry, type Slots } from './postings'
import type { ExcerptsFile, SearchIndexFile, Section, StoredPage } from './types'

export const EXCERPT_LENGTH = 140

function excerpt(blocks: string): string {
  const text = blocks.replace(/\s+/g, ' ')
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH)
  const space = cut.lastIndexOf(' ')
  return `${space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut}…`
}

/** Builds and exports the index of one locale's sections. */
export interface BuiltIndex {
  index: SearchIndexFile
  excerpts: ExcerptsFile
  /** Full section texts for Ask AI (lib/ask), by section id. */
  passages: string[]
}

/** Builds and exports the index of one locale's sections, and the excerpts beside it. */
export async function buildSearchIndex(locale: string, sections: Section[]): Promise<BuiltIndex> {
  const document = createSearchDocument()
  const frequency = new Map<string, number>()
  const pages: StoredPage[] = []
  const pageIndex = new Map<string, number>()
  const stored: [number, string, string][] = []
  const excerpts: string[] = []
  const passages: string[] = []
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
    let page = pageIndex.get(section.pageUrl)
    if (page === undefined) {
      page = pages.push({ url: section.pageUrl, title: section.title, label: section.label, lang: section.lang }) - 1
      pageIndex.set(section.pageUrl, page)
    }
    stored.push([page, section.url.slice(section.pageUrl.length + 1), section.heading ?? ''])
    excerpts.push(excerpt(section.text))
    passages.push(section.text)
  })
  const terms = [...frequency.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    index: {
      version: INDEX_FORMAT_VERSION,
      locale,
      pages,
      sections: stored,
      terms: terms.join('\n'),
      frequency: terms.map((term) => frequency.get(term)!),
      postings: await exportPostings(document, terms),
    },
    excerpts,
    passages,
  }
}

/** FlexSearch's export of each field's map, re-encoded compactly against the vocabulary. */
async function exportPostings(document: SearchDocument, terms: string[]): Promise<Record<string, PostingsEntry[]>> {
  const termIndex = new Map(terms.map((term, i) => [term, i]))
  const maps = new Map<string, [string, Slots][]>(FIELDS.map((field) => [field, []]))
  await document.export((key: string, data: string) => {
    // Keys are "{field}.{part}.map" for the fields; the register ("1.reg") is derived on load.
    const [field, , kind] = key.split('.')
    if (kind === 'map') maps.get(field!)!.push(...(JSON.parse(data) as [string, Slots][]))
  })
  const postings: Record<string, PostingsEntry[]> = {}
  for (const [field, entries] of maps) {
    const indexed = entries.map(([term, slots]): [number, Slots] => {
      const i = termIndex.get(term)
      if (i === undefined) throw new Error(`search index: "${term}" of field ${field} is not in the vocabulary`)
      return [i, slots]
    })
    postings[field] = encodePostings(indexed.sort((a, b) => a[0] - b[0]))
  }
  return postings
}
