import { describe, expect, it } from 'vitest'
import { decodePostings, encodePostings, type PostingsEntry, type Slots } from '@/lib/search/postings'
import { buildSearchIndex } from '@/lib/search/build-index'
import { loadSearchIndex, searchSections } from '@/lib/search/query'
import { FIELDS } from '@/lib/search/flexsearch-config'
import { tokenize } from '@/lib/search/tokenize'
import type { Section } from '@/lib/search/types'

describe('postings', () => {
  it('round-trips entries with gaps in terms, empty rank slots and large ids', () => {
    const entries: [number, Slots][] = [
      [0, [[0]]],
      [1, [null, [3, 4, 5, 1000]]],
      [7, [[2], null, [36, 37, 1295, 1296, 46655, 46656]]],
      [40000, [[0, 1, 2]]],
    ]
    const terms = Array.from({ length: 40001 }, (_, i) => `t${i}`)
    const named = entries.map(([term, slots]) => [terms[term], slots])
    const encoded = encodePostings(entries)
    // Through JSON, as the file travels; decoding leaves its input as it is.
    const parsed = JSON.parse(JSON.stringify(encoded)) as PostingsEntry[]
    expect(decodePostings(parsed, terms)).toEqual(named)
    expect(decodePostings(parsed, terms)).toEqual(named)
  })
  it('writes small gaps, not ids, and drops empty trailing slots', () => {
    expect(encodePostings([[0, [[0, 1, 2]]], [1, [null, [5, 9], null]]])).toEqual([[0, [0, 0, 0]], [0, 0, [5, 3]]])
    expect(encodePostings([[3, [[100]]], [10, [[7]]]])).toEqual([[3, [100]], [6, [7]]])
  })
  it('decodes an empty field to no entries, and refuses a term past the vocabulary', () => {
    expect(decodePostings([], [])).toEqual([])
    expect(() => decodePostings([[0, [1]], [0, [2]]], ['only'])).toThrow(/past the vocabulary/)
  })
  it('refuses entries out of order, which the gaps cannot express', () => {
    expect(() => encodePostings([[2, [[1]]], [1, [[1]]]])).toThrow(/term 1 after 2/)
    expect(() => encodePostings([[0, [[4, 4]]]])).toThrow(/id 4 after 4/)
  })
})

const section = (page: string, heading: string | null, text: string, title = page): Section => ({
  url: heading ? `/${page}/#${heading.toLowerCase()}` : `/${page}/`,
  pageUrl: `/${page}/`,
  title,
  label: 'Guides',
  heading,
  text,
  lang: 'en',
})

describe('search index file', () => {
  const sections = [
    section('meter', null, 'The meter is read over Modbus.'),
    section('meter', 'Wiring', 'Wire the meter to the controller; the meter needs a 120 ohm terminator.'),
    section('battery', null, 'Peak shaving with the battery.', 'Battery meter'),
    section('安装', '接线', '如何安装控制器', '安装'),
  ]

  it('stores the vocabulary once, with no term text in the postings', async () => {
    const { index } = await buildSearchIndex('en', sections)
    expect(Object.keys(index).sort()).toEqual(['frequency', 'locale', 'pages', 'postings', 'sections', 'terms', 'version'])
    expect(Object.keys(index.postings).sort()).toEqual([...FIELDS].sort())
    const terms = index.terms.split('\n')
    expect([...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(terms)
    expect(new Set(terms).size).toBe(terms.length)
    // No term text inside the postings: only numbers.
    for (const entries of Object.values(index.postings)) expect(JSON.stringify(entries)).toMatch(/^[0-9,[\]]*$/)
  })

  it('gives every term its document frequency over all fields, as counted from the sections, and finds it by every term', async () => {
    const { index: file } = await buildSearchIndex('en', sections)
    const index = await loadSearchIndex(JSON.parse(JSON.stringify(file)))
    const expected = new Map<string, number>()
    for (const s of sections) {
      for (const term of new Set([s.title, s.heading ?? '', s.label, s.text].flatMap((t) => tokenize(t)))) expected.set(term, (expected.get(term) ?? 0) + 1)
    }
    expect(Object.fromEntries(index.frequency)).toEqual(Object.fromEntries(expected))
    // "meter" is in the title and body of two sections and the title of a third: three, once each.
    expect(index.frequency.get('meter')).toBe(3)
    expect(index.frequency.get('安装')).toBe(1)
    // Every posting survived the round trip: each term finds at least the sections holding it.
    for (const [term, count] of expected) expect(searchSections(index, term).total, term).toBeGreaterThanOrEqual(count)
  })

  it('refuses an index of another format version', async () => {
    const { index: file } = await buildSearchIndex('en', sections)
    await expect(loadSearchIndex({ ...file, version: file.version - 1 })).rejects.toThrow(/format/)
  })
})
