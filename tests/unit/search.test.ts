import { beforeAll, describe, expect, it } from 'vitest'
import { lightStem, tokenize } from '@/lib/search/tokenize'
import { buildSearchIndex } from '@/lib/search/build-index'
import { searchSections, type LoadedIndex } from '@/lib/search/query'
import { addAnchors, addShards, anchorEntries, createIndex, loadSearchIndex } from '@/lib/search/loaded-index'
import { prepareQueries, warmUpSearch, warmUpSteps, warmUpStepsOnBase } from '@/lib/search/warm-up'
import { highlightParts } from '@/lib/search/highlight'
import { phraseLookups } from '@/lib/search/glossary-phrases'
import { editDistance } from '@/lib/search/edit-distance'
import { letterSignature, mayBeWithin } from '@/lib/search/letter-signature'
import type { Section } from '@/lib/search/types'

describe('tokenize', () => {
  it('folds accents and special Latin letters', () => {
    expect(tokenize('Café Straße Łódź Ærø')).toEqual(['cafe', 'strasse', 'lodz', 'aero'])
  })
  it('segments Chinese into words and bigrams, and splits it from Latin', () => {
    const terms = tokenize('如何安装P1接口')
    expect(terms).toContain('安装')
    expect(terms).toContain('何安')
    expect(terms).toContain('p1')
    expect(terms).toContain('接口')
  })
  it('normalises Arabic: harakat, tatweel, alef and teh marbuta forms, the article', () => {
    expect(tokenize('الْعَرَبِيَّة')).toEqual(tokenize('العربية'))
    expect(tokenize('أحمد')).toEqual(tokenize('احمد'))
    expect(tokenize('إعداد')).toEqual(tokenize('اعداد'))
    expect(tokenize('مدرسة')).toEqual(tokenize('مدرسه'))
    expect(tokenize('العداد')).toEqual(tokenize('عداد'))
    expect(tokenize('ــعداد')).toEqual(tokenize('عداد'))
  })
  it('keeps Hindi combining marks inside words', () => {
    expect(tokenize('पैकेज कैसे इंस्टॉल करें')).toEqual(['पैकेज', 'कैसे', 'इंस्टॉल', 'करें'])
    expect(tokenize('ज़रूरी')).toEqual(tokenize('जरूरी'))
  })
  it('ignores punctuation, regex characters and emoji', () => {
    expect(tokenize('(a+b)* [P1] 🔥 .*? \\d+ $^')).toEqual(['a', 'b', 'p1', 'd'])
  })
})

describe('lightStem', () => {
  it('gives one stem to a word family', () => {
    const stems = (words: string[]) => new Set(words.map(lightStem))
    expect(stems(['terminate', 'termination', 'terminator', 'terminators', 'terminated']).size).toBe(1)
    expect(stems(['charge', 'charges', 'charging', 'charged']).size).toBe(1)
    expect(stems(['install', 'installation', 'installing', 'installed']).size).toBe(1)
  })
  it('keeps short words, double s and non-Latin words whole', () => {
    expect(lightStem('mode')).toBe('mode')
    expect(lightStem('rated')).toBe('rated')
    expect(lightStem('access')).toBe('access')
    expect(lightStem('安装')).toBe('安装')
    expect(lightStem('data')).toBe('data')
  })
  it('keeps different words apart', () => {
    expect(lightStem('terminal')).not.toBe(lightStem('termination'))
    expect(lightStem('connection')).not.toBe(lightStem('connector'))
  })
})

describe('edit distance', () => {
  it('counts transpositions as one edit and gives up past the bound', () => {
    expect(editDistance('inverter', 'invetrer', 2)).toBe(1)
    expect(editDistance('meter', 'metre', 1)).toBe(1)
    expect(editDistance('battery', 'lottery', 1)).toBe(2)
  })
  it('agrees with the full table on many word pairs, long words and calls in any order', () => {
    // The textbook table of optimal string alignment, without the early exit or reused rows.
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
        }
      return d[a.length]![b.length]!
    }
    const words = ['inverter', 'invetrer', 'ca', 'abc', 'acb', 'meter', 'metre', 'commissioning', 'comissioning', 'x'.repeat(90), 'x'.repeat(88) + 'yz', '', 'wallbox', 'wall-box', 'ladezeit', 'ladezeiten']
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max), `${a} / ${b} / ${max}`).toBe(Math.min(reference(a, b), max + 1))
  })
})

describe('letter signature', () => {
  const words = ['inverter', 'invetrer', 'inverters', 'converter', 'ca', 'ac', 'abc', 'meter', 'metre', 'mtr', 'commissioning', 'comissioning', 'wallbox', 'wall-box', 'ladezeit', 'ladezeiten', 'câblage', 'cablage', 'تركيب', 'ترکیب', 'इंस्टॉल', 'इंस्टाल', 'q', '']
  it('never rules out two words within the edit budget', () => {
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2, 3])
          if (editDistance(a, b, max) <= max) expect(mayBeWithin(letterSignature(a), letterSignature(b), max), `${a} / ${b} / ${max}`).toBe(true)
  })
  it('rules out words with too many letters the other lacks', () => {
    expect(mayBeWithin(letterSignature('battery'), letterSignature('modbus'), 2)).toBe(false)
    expect(mayBeWithin(letterSignature('meter'), letterSignature('metre'), 0)).toBe(true)
    expect(mayBeWithin(letterSignature('abc'), letterSignature('xyz'), 2)).toBe(false)
  })
})

const sections: Section[] = [
  { url: '/Accessories/p1-cable/', pageUrl: '/Accessories/p1-cable/', title: 'P1 cable', label: 'Accessories', heading: null, text: 'The cable between the smart meter and the controller.', lang: 'en' },
  { url: '/Accessories/p1-cable/#pinout', pageUrl: '/Accessories/p1-cable/', title: 'P1 cable', label: 'Accessories', heading: 'Pinout', text: 'Pin 2 is the data request line, pin 5 carries data.', lang: 'en' },
  { url: '/installation/', pageUrl: '/installation/', title: 'Installation', label: '', heading: null, text: 'Mount the controller on the DIN rail and wire the supply.', lang: 'en' },
  { url: '/installation/#rs485-wiring', pageUrl: '/installation/', title: 'Installation', label: '', heading: 'RS485 wiring', text: 'Terminate the bus with 120 ohm at both ends. Connect the energy meter.', lang: 'en' },
  { url: '/Devices/Energy-meter/Eastron/SDM630/', pageUrl: '/Devices/Energy-meter/Eastron/SDM630/', title: 'Eastron SDM630', label: 'Eastron', heading: null, text: 'A three-phase energy meter read over Modbus RTU.', lang: 'en' },
  { url: '/troubleshooting/network/#wifi', pageUrl: '/troubleshooting/network/', title: 'Network problems', label: 'Troubleshooting', heading: 'Wi-Fi drops', text: 'Weak signal in a metal meter cupboard; use Ethernet instead. The installation of an antenna helps.', lang: 'en' },
]

describe('searchSections', () => {
  let index: LoadedIndex
  beforeAll(async () => {
    const { index: file, shards, anchors } = await buildSearchIndex('en', sections)
    // Round trip through JSON, as the worker receives it.
    index = loadSearchIndex(JSON.parse(JSON.stringify(file)), JSON.parse(JSON.stringify(shards)), anchors)
  })
  const urls = (query: string) => searchSections(index, query).hits.map((h) => h.url)

  it('ranks a title match above a body match', () => {
    expect(urls('installation')[0]).toBe('/installation/')
  })
  it('ranks a heading match first for its section', () => {
    expect(urls('pinout')[0]).toBe('/Accessories/p1-cable/#pinout')
  })
  it('puts sections with all words first but keeps partial matches', () => {
    const result = urls('energy meter wiring')
    expect(result[0]).toBe('/installation/#rs485-wiring')
    expect(result).toContain('/Devices/Energy-meter/Eastron/SDM630/')
  })
  it('matches the last word as a prefix', () => {
    expect(urls('pino')[0]).toBe('/Accessories/p1-cable/#pinout')
    expect(urls('eastr')[0]).toBe('/Devices/Energy-meter/Eastron/SDM630/')
  })
  it('tolerates typos', () => {
    expect(urls('instalation')[0]).toBe('/installation/')
    expect(urls('termnate bus')[0]).toBe('/installation/#rs485-wiring')
  })
  it('groups results by page', () => {
    const pages = urls('cable').map((u) => u.split('#')[0])
    expect(pages.indexOf('/Accessories/p1-cable/')).toBe(0)
    expect(new Set(pages.slice(0, 2)).size).toBe(1)
  })
  it('reports the terms each hit matched, also past the 32nd word of a long query', () => {
    const filler = Array.from({ length: 40 }, (_, i) => `zq${i}`).join(' ')
    const hits = searchSections(index, `cable ${filler} pinout`).hits
    expect(hits[0]!.url).toBe('/Accessories/p1-cable/#pinout')
    expect(hits[0]!.terms.sort()).toEqual(['cable', 'pinout'])
    const intro = hits.find((h) => h.url === '/Accessories/p1-cable/')!
    expect(intro.terms).toEqual(['cable'])
  })
  it('answers the same after the warm-up query as before it', async () => {
    const { index: file, shards, anchors } = await buildSearchIndex('en', sections)
    const fresh = loadSearchIndex(file, shards, anchors)
    const queries = ['installation', 'termnate bus', 'pino', 'energy meter wiring', 'cable']
    const before = queries.map((q) => searchSections(fresh, q))
    warmUpSearch(fresh)
    expect(queries.map((q) => searchSections(fresh, q))).toEqual(before)
  })
  it('warms up in steps, one for each heading it searches, so that a query waits for one step at most', async () => {
    const { index: file, shards, anchors } = await buildSearchIndex('en', sections)
    const fresh = loadSearchIndex(file, shards, anchors)
    // The index's tables, three rounds of the keyword query (no word of this small index is
    // common enough for the warm-up question), then every heading of the index.
    expect(fresh.stored.length).toBeLessThan(40)
    expect([...warmUpSteps(fresh)]).toHaveLength(1 + 3 + fresh.stored.length)
  })
  it('prepares the first query on the base file alone, before any shard is loaded', async () => {
    const han = await buildSearchIndex('ch', [{ ...sections[0]!, title: '安装', label: '配件', text: '如何安装控制器' }])
    expect(() => prepareQueries(createIndex(han.index))).not.toThrow()
  })
  it('warms up on the base file alone, in steps, leaving the index the worker fills as it was', async () => {
    const { index: file, shards, anchors } = await buildSearchIndex('en', sections)
    const base = JSON.parse(JSON.stringify(file))
    const filled = createIndex(base)
    // A setup step, then one step per heading (three headings).
    expect([...warmUpStepsOnBase(base)]).toHaveLength(1 + 3)
    expect(base).toEqual(file)
    addShards(filled, shards.map((shard, n) => [n, shard]))
    addAnchors(filled, anchorEntries(anchors))
    expect(searchSections(filled, 'energy meter wiring')).toEqual(searchSections(loadSearchIndex(file, shards, anchors), 'energy meter wiring'))
    const empty = await buildSearchIndex('en', [])
    expect(() => [...warmUpStepsOnBase(empty.index)]).not.toThrow()
  })
  it('warms up an index without Latin words, and an empty one, without failing', async () => {
    const han = await buildSearchIndex('ch', [{ ...sections[0]!, title: '安装', label: '配件', text: '如何安装控制器' }])
    const empty = await buildSearchIndex('en', [])
    for (const built of [han, empty]) {
      const loaded = loadSearchIndex(built.index, built.shards, built.anchors)
      expect(() => warmUpSearch(loaded)).not.toThrow()
    }
  })
  it('suggests a spelling when nothing matches', () => {
    const response = searchSections(index, 'pinnnoutt')
    expect(response.hits).toEqual([])
    expect(response.suggestion).toBe('pinout')
  })
  it('answers any input without throwing', () => {
    for (const query of ['', '   ', '(((', '.*', '\\', '🔥🔥', 'a'.repeat(5000), '<script>alert(1)</script>', '😀 installation']) {
      expect(() => searchSections(index, query)).not.toThrow()
    }
    expect(urls('😀 installation')[0]).toBe('/installation/')
  })
})

describe('highlightParts', () => {
  it('marks words that start with a query term, keeping the text intact', () => {
    const parts = highlightParts('RS485 wiring of meters', ['wiring', 'meter'])
    expect(parts.map((p) => p.text).join('')).toBe('RS485 wiring of meters')
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['wiring', 'meters'])
  })
  it('marks accented words for unaccented terms, and Han terms inside text', () => {
    expect(highlightParts('Übersicht', ['ubersicht']).filter((p) => p.match)).toHaveLength(1)
    expect(highlightParts('如何安装软件', ['安装']).find((p) => p.match)?.text).toBe('安装')
  })
  it('treats markup in text as text', () => {
    expect(highlightParts('<b>x</b>', ['b']).map((p) => p.text).join('')).toBe('<b>x</b>')
  })
})

describe('phraseLookups', () => {
  it('names every term a glossary phrase of the query may be filed under, also Chinese pairs the tokenizer does not make', () => {
    expect(phraseLookups('防逆流设置')).toEqual(['防逆', '逆流', '流设', '设置'])
    expect(phraseLookups('Charging point keeps stopping')).toEqual(['charging', 'point', 'keeps', 'stopping'])
    // The loader fetches these terms' shards before looking for phrases (lib/search/query.ts missingShards).
    expect(tokenize('防逆流设置', { hanPairs: 'words' })).not.toContain('防逆')
  })
})
