import { beforeAll, describe, expect, it } from 'vitest'
import { decodeFlatPostings, encodePostings, type FlatPostings, type PostingsEntry, type Slots } from '@/lib/search/postings'
import { buildSearchIndex, EXCERPT_PART_TARGET_GZIP, SHARD_TARGET_BYTES } from '@/lib/search/build-index'
import { excerptPlace } from '@/lib/search/files'
import { gzipSync } from 'node:zlib'
import { loadShardsFor, searchSections, type LoadedIndex } from '@/lib/search/query'
import { addAnchors, addShards, anchorEntries, createIndex, loadSearchIndex } from '@/lib/search/loaded-index'
import { FIELDS } from '@/lib/search/fields'
import { tokenize } from '@/lib/search/tokenize'
import { isStopWord } from '@/lib/search/stopwords'
import type { ExcerptsPart, Section } from '@/lib/search/types'
import { readExcerptEntry } from '@/lib/search/section-entry'

/** A term's ids in one field of flat postings, in rank order. */
const fieldIds = (flat: FlatPostings, term: number, field: number) => {
  const row = term * flat.fieldCount + field
  return [...flat.ids.subarray(flat.starts[row], flat.starts[row + 1])]
}

describe('postings', () => {
  it('round-trips entries with gaps in terms, empty rank slots and large ids, rank slots one after the other', () => {
    const entries: [number, Slots][] = [
      [0, [[0]]],
      [1, [null, [3, 4, 5, 1000]]],
      [7, [[2], null, [36, 37, 1295, 1296, 46655, 46656]]],
      [40000, [[0, 1, 2]]],
    ]
    const encoded = encodePostings(entries)
    // Through JSON, as the file travels; decoding leaves its input as it is.
    const parsed = JSON.parse(JSON.stringify(encoded)) as PostingsEntry[]
    const copy = JSON.stringify(parsed)
    for (let run = 0; run < 2; run++) {
      const flat = decodeFlatPostings([parsed], 40001)
      for (const [term, slots] of entries) expect(fieldIds(flat, term, 0)).toEqual(slots.flatMap((ids) => ids ?? []))
      expect(fieldIds(flat, 2, 0)).toEqual([])
      expect(flat.ids.length).toBe(15)
    }
    expect(JSON.stringify(parsed)).toBe(copy)
  })
  it('keeps each field of a term apart, and a field no term occurs in empty', () => {
    const title = encodePostings([[0, [[1]]], [2, [[0, 4]]]])
    const text = encodePostings([[1, [[2], [3]]], [2, [null, [9]]]])
    const flat = decodeFlatPostings([title, undefined, text], 3)
    expect([0, 1, 2].map((term) => [0, 1, 2].map((field) => fieldIds(flat, term, field)))).toEqual([
      [[1], [], []],
      [[], [], [2, 3]],
      [[0, 4], [], [9]],
    ])
  })
  it('writes small gaps, not ids, and drops empty trailing slots', () => {
    expect(encodePostings([[0, [[0, 1, 2]]], [1, [null, [5, 9], null]]])).toEqual([[0, [0, 0, 0]], [0, 0, [5, 3]]])
    expect(encodePostings([[3, [[100]]], [10, [[7]]]])).toEqual([[3, [100]], [6, [7]]])
  })
  it('decodes an empty shard to no ids, and refuses a term past the vocabulary', () => {
    expect(decodeFlatPostings([[], undefined], 0).ids.length).toBe(0)
    expect(() => decodeFlatPostings([[[0, [1]], [0, [2]]]], 1)).toThrow(/past the vocabulary/)
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

describe('search index files', () => {
  const sections = [
    section('meter', null, 'The meter is read over Modbus.'),
    section('meter', 'Wiring', 'Wire the meter to the controller; the meter needs a 120 ohm terminator.'),
    section('battery', null, 'Peak shaving with the battery.', 'Battery meter'),
    section('安装', '接线', '如何安装控制器', '安装'),
  ]

  it('stores each term once, in one shard, with no term text in the postings', async () => {
    const { index, shards } = await buildSearchIndex('en', sections)
    expect(Object.keys(index).sort()).toEqual(['excerptParts', 'glossaryShards', 'locale', 'pages', 'sections', 'shards', 'version'])
    expect(index.shards).toEqual([''])
    for (const shard of shards) {
      expect(Object.keys(shard.postings).sort()).toEqual([...FIELDS].sort())
      // No term text inside the postings: only numbers.
      for (const entries of Object.values(shard.postings)) expect(JSON.stringify(entries)).toMatch(/^[0-9,[\]]*$/)
    }
    const terms = shards.flatMap((shard) => shard.terms.split('\n'))
    expect([...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(terms)
    expect(new Set(terms).size).toBe(terms.length)
  })

  it('gives every term its document frequency over all fields, as counted from the sections, and finds it by every term', async () => {
    const { index: file, shards, anchors } = await buildSearchIndex('en', sections)
    const index = loadSearchIndex(JSON.parse(JSON.stringify(file)), JSON.parse(JSON.stringify(shards)), anchors)
    const expected = new Map<string, number>()
    for (const s of sections) {
      for (const term of new Set([s.title, s.heading ?? '', s.label, s.text].flatMap((t) => tokenize(t, { hanPairs: 'words' })))) expected.set(term, (expected.get(term) ?? 0) + 1)
    }
    expect(Object.fromEntries(index.frequency)).toEqual(Object.fromEntries(expected))
    // "meter" is in the title and body of two sections and the title of a third: three, once each.
    expect(index.frequency.get('meter')).toBe(3)
    expect(index.frequency.get('安装')).toBe(1)
    // Chinese: the words and the pairs inside them ("控制" of "控制器"), not a pair across two words ("装控" of "安装|控制器").
    expect(index.frequency.get('控制')).toBe(1)
    expect(index.frequency.has('装控')).toBe(false)
    // Every posting survived the round trip: each term finds at least the sections holding it,
    // a stop word those holding it outside the body (a body's stop words have no postings).
    const outsideBody = (term: string) => sections.filter((s) => [s.title, s.heading ?? '', s.label].some((t) => tokenize(t, { hanPairs: 'words' }).includes(term))).length
    for (const [term, count] of expected) expect(searchSections(index, term).total, term).toBeGreaterThanOrEqual(isStopWord(term, 'en') ? outsideBody(term) : count)
  })

  it("leaves a body's stop words out of its postings, not out of the vocabulary or a title", async () => {
    const list: Section[] = [
      { url: '/a/', pageUrl: '/a/', title: 'Where the meter goes', label: '', heading: null, text: 'Mount the meter where the cable is short.', lang: 'en' },
      { url: '/b/', pageUrl: '/b/', title: 'Battery', label: '', heading: null, text: 'The battery stores the surplus.', lang: 'en' },
    ]
    const { index: file, shards, anchors } = await buildSearchIndex('en', list)
    const index = loadSearchIndex(JSON.parse(JSON.stringify(file)), JSON.parse(JSON.stringify(shards)), anchors)
    expect(index.frequency.get('the')).toBe(2)
    expect(searchSections(index, 'the').hits.map((hit) => hit.url)).toEqual(['/a/'])
    expect(searchSections(index, 'battery').hits.map((hit) => hit.url)).toEqual(['/b/'])
  })

  it('refuses files of another format version, and a shard the index does not have', async () => {
    const { index: file, shards } = await buildSearchIndex('en', sections)
    expect(() => loadSearchIndex({ ...file, version: file.version - 1 }, shards, {})).toThrow(/index format/)
    expect(() => loadSearchIndex(file, [{ ...shards[0]!, version: file.version - 1 }], {})).toThrow(/shard format/)
    expect(() => addShards(createIndex(file), [[1, shards[0]!]])).toThrow(/no shard 1/)
  })

  it('cuts excerpts to the same width in every script: a Chinese character takes two columns', async () => {
    const section = (text: string): Section => ({ url: '/x/', pageUrl: '/x/', title: 'X', label: '', heading: null, text, lang: 'en' })
    const latin = 'The controller reads the meter every second and steers the battery. '.repeat(5)
    const chinese = '控制器每秒读取一次电表并控制电池充放电。'.repeat(10)
    const { excerpts } = await buildSearchIndex('ch', [section(latin), section(chinese), section('短文本。')])
    const [latinExcerpt, chineseExcerpt, short] = excerpts[0]!
    expect(latinExcerpt!.length).toBeLessThanOrEqual(141)
    expect(latinExcerpt!.length).toBeGreaterThan(100)
    expect(latinExcerpt).toMatch(/ \w+…$|\w…$/)
    expect(chineseExcerpt).toBe(`${chinese.slice(0, 70)}…`)
    expect(short).toBe('短文本。')
  })

  it('builds and loads an empty index', async () => {
    const { index: file, shards, excerpts, anchors } = await buildSearchIndex('en', [])
    expect(shards).toHaveLength(1)
    expect(excerpts).toEqual([])
    expect(anchors).toEqual({})
    expect(searchSections(loadSearchIndex(file, shards, anchors), 'meter')).toEqual({ hits: [], total: 0 })
  })
})

describe('search index shards', () => {
  // Enough distinct words for several shards: "w" + a number in words, and a few real ones.
  const words = Array.from({ length: 6000 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`)
  const sections: Section[] = Array.from({ length: 300 }, (_, i) =>
    section(
      `page${Math.floor(i / 4)}`,
      i % 4 === 0 ? null : `Part ${i}`,
      `${words.slice(i * 20, i * 20 + 20).join(' ')} ${i % 3 === 0 ? 'battery inverter' : 'meter wiring'} ${i % 5 === 0 ? 'controllers' : 'controller'}`,
      `Page ${Math.floor(i / 4)}`,
    ),
  )
  let built: Awaited<ReturnType<typeof buildSearchIndex>>
  let full: LoadedIndex
  beforeAll(async () => {
    built = JSON.parse(JSON.stringify(await buildSearchIndex('en', sections)))
    full = loadSearchIndex(built.index, built.shards, built.anchors)
  })

  /** An index that loads only what a query needs, as the worker does; with the shards it loaded. */
  async function loadFor(query: string) {
    // With every anchor, as the modal's worker has them: this compares the shards' answers.
    const index = createIndex(built.index)
    addAnchors(index, anchorEntries(built.anchors))
    await loadShardsFor(index, query, async (shards) => shards.map((n) => built.shards[n]!))
    return { index, loaded: index.shardTerms.flatMap((terms, n) => (terms ? [n] : [])) }
  }

  it('splits a large vocabulary into consecutive ranges, named by the shortest start of their first term', () => {
    expect(built.shards.length).toBeGreaterThan(3)
    expect(built.index.shards[0]).toBe('')
    built.shards.forEach((shard, n) => {
      const terms = shard.terms.split('\n')
      if (n > 0) {
        const name = built.index.shards[n]!
        expect(terms[0]!.startsWith(name)).toBe(true)
        expect(built.shards[n - 1]!.terms.split('\n').at(-1)! < name).toBe(true)
        if (name.length > 1) expect(name.slice(0, -1) > built.shards[n - 1]!.terms.split("\n").at(-1)!).toBe(false)
      }
      if (n + 1 < built.shards.length) expect(terms.at(-1)! < built.index.shards[n + 1]!).toBe(true)
      expect(JSON.stringify(shard).length).toBeLessThan(SHARD_TARGET_BYTES * 1.5)
    })
  })

  it('answers a query from the shards it names exactly as from the whole index', async () => {
    const queries = ['meter', 'battery inverter', 'controller', 'contr', 'wiring meter', words[123]!, `${words[5]} ${words[4000]}`, 'w', 'wa', 'page 3', 'x', '', '(((']
    for (const query of queries) {
      const { index, loaded } = await loadFor(query)
      expect(searchSections(index, query, { limit: 50 }), query).toEqual(searchSections(full, query, { limit: 50 }))
      if (/^(meter|controller|battery inverter)$/.test(query)) expect(loaded.length, query).toBeLessThanOrEqual(2)
    }
  })

  it('loads every shard whose range a completion spans: "w1" starts words in several', async () => {
    const { loaded } = await loadFor('w1')
    const holding = built.shards.flatMap((shard, n) => (shard.terms.split('\n').some((t) => t.startsWith('w1')) ? [n] : []))
    expect(holding.length).toBeGreaterThan(1)
    for (const n of holding) expect(loaded).toContain(n)
  })

  it('loads the whole vocabulary for a word it lacks, which may be a typo, and corrects it', async () => {
    const { index, loaded } = await loadFor('inverterr')
    expect(loaded).toHaveLength(built.shards.length)
    expect(searchSections(index, 'inverterr').hits[0]?.terms).toContain('inverter')
  })

  it('answers the same whatever order the shards arrive in', () => {
    const reversed = createIndex(built.index)
    addAnchors(reversed, anchorEntries(built.anchors))
    for (let n = built.shards.length - 1; n >= 0; n--) addShards(reversed, [[n, built.shards[n]!]])
    for (const query of ['controllr', 'metr wiring', 'w1', 'battery']) expect(searchSections(reversed, query)).toEqual(searchSections(full, query))
  })

  it('keeps each section\'s excerpt in the part its id names', () => {
    const { index, excerpts } = built
    expect(excerpts).toHaveLength(index.excerptParts.length)
    expect(excerpts.length).toBeGreaterThan(1)
    expect(excerpts.flat()).toHaveLength(sections.length)
    sections.forEach((s, id) => {
      const { part, offset } = excerptPlace(index, id)
      const { excerpt } = readExcerptEntry(excerpts[part]![offset]!)
      expect(s.text.startsWith(excerpt.replace(/…$/, ''))).toBe(true)
    })
  })

  it('cuts excerpt parts by size, of whole pages, so a part in a wide script holds fewer sections', async () => {
    // Words of pseudo-random letters of one alphabet, as little compressible as prose.
    let seed = 7
    const letter = (alphabet: string) => alphabet[(seed = (seed * 1103515245 + 12345) % 2147483648) % alphabet.length]!
    const text = (alphabet: string) => Array.from({ length: 30 }, () => Array.from({ length: 5 }, () => letter(alphabet)).join('')).join(' ')
    // Pages of one to seven sections.
    const pageOf = (i: number) => `p${Math.floor(Math.sqrt(i * 3))}`
    const sections = (alphabet: string) => Array.from({ length: 400 }, (_, i) => section(pageOf(i), pageOf(i) === pageOf(i - 1) ? `Part ${i}` : null, text(alphabet)))
    const latin = await buildSearchIndex('en', sections('abcdefghijklmnopqrstuvwxyz'))
    const hindi = await buildSearchIndex('hi', sections('कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह'))
    const gzip = (texts: ExcerptsPart) => gzipSync(JSON.stringify(texts)).length
    for (const built of [latin, hindi]) {
      const pageAt = (id: number) => built.index.sections[id]![0]
      built.excerpts.forEach((part, n) => {
        const start = built.index.excerptParts[n]!
        const end = start + part.length
        // A part starts and ends at a page's edge.
        expect(start === 0 || pageAt(start) !== pageAt(start - 1)).toBe(true)
        if (n + 1 === built.excerpts.length) return
        expect(pageAt(end)).not.toBe(pageAt(end - 1))
        // Without its last page it was short of the target; with the next one it would be further from it.
        const lastPageStart = Array.from({ length: part.length }, (_, k) => start + k).find((id) => pageAt(id) === pageAt(end - 1))!
        expect(gzip(part.slice(0, lastPageStart - start))).toBeLessThan(EXCERPT_PART_TARGET_GZIP)
        const nextPageEnd = Array.from({ length: 8 }, (_, k) => end + k).find((id) => id >= built.index.sections.length || pageAt(id) !== pageAt(end))!
        const short = EXCERPT_PART_TARGET_GZIP - gzip(part)
        if (short > 0) expect(gzip([...part, ...built.excerpts.flat().slice(end, nextPageEnd)]) - EXCERPT_PART_TARGET_GZIP).toBeGreaterThan(short)
      })
    }
    expect(hindi.excerpts.length).toBeGreaterThan(latin.excerpts.length)
  })
})
