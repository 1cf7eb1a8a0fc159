import { tokenize } from './tokenize'
import { createSearchDocument, INDEX_FORMAT_VERSION } from './flexsearch-config'
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
  const flexsearch: [string, string][] = []
  await document.export((key: string, data: string) => {
    flexsearch.push([key, data])
  })
  const vocabulary = [...frequency.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    index: {
      version: INDEX_FORMAT_VERSION,
      locale,
      flexsearch,
      pages,
      sections: stored,
      vocabulary: { terms: vocabulary.map(([t]) => t).join('\n'), frequency: vocabulary.map(([, f]) => f) },
    },
    excerpts,
    passages,
  }
}
