import { beforeAll, describe, expect, it } from 'vitest'
import { buildSearchIndex, type GlossaryConcept } from '@/lib/search/build-index'
import { addAnchors, addShards, anchorEntries, createIndex, loadSearchIndex } from '@/lib/search/loaded-index'
import { isWholeQuestion, loadShardsFor, searchSections, type LoadedIndex } from '@/lib/search/query'
import { lightStem, tokenize } from '@/lib/search/tokenize'
import { findConcepts, phraseKey } from '@/lib/search/glossary-phrases'
import { unitScales, unitVariants } from '@/lib/search/units'
import { isStopWord } from '@/lib/search/stopwords'
import { devanagariSkeleton, latinSkeleton, loanwords } from '@/lib/search/transliteration'
import { parseGlossary } from '@/lib/data/glossary'
import { glossaryView } from '@/lib/data/glossary-view'
import { parsePageMetadata } from '@/lib/content/page-metadata'
import { answerQuestion, rerank } from '@/lib/ask/answer'
import type { PassagesFile } from '@/lib/ask/types'
import { questionShape } from '@/lib/ask/question-shape'
import { STEP_MARK, TABLE_CELL_SEPARATOR } from '@/lib/search/passage-marks'
import { extractSections } from '@/lib/search/sections'
import type { Section } from '@/lib/search/types'

const page = (url: string, title: string, heading: string | null, text: string, extra: Partial<Section> = {}): Section => ({
  url: heading ? `${url}#${heading.toLowerCase().replace(/\W+/g, '-')}` : url,
  pageUrl: url,
  title,
  label: '',
  heading,
  text,
  lang: 'en',
  ...extra,
})

/** Ask AI's passages of a list of sections without links (the 'pages a section links to' tests use the index build's own). */
const passagesOf = (list: Section[]): PassagesFile => ({ texts: list.map((s) => s.text), links: {} })

// A Dutch index over English pages, as for the pages not translated yet.
const sections: Section[] = [
  page('/nl/chargers/', 'Laadpalen', null, 'Connect an EV charger to the controller over OCPP or Modbus.', { altTitle: 'EV chargers', keywords: 'laadpaal stopt · laadpunt' }),
  page('/nl/chargers/', 'Laadpalen', 'Charging stops', 'The charger stops when the grid limit is reached.'),
  page('/nl/battery/', 'Thuisbatterij', null, 'The battery stores surplus solar energy for the evening.', { altTitle: 'Home battery' }),
  page('/nl/battery/', 'Thuisbatterij', 'Maintenance charge', 'A maintenance charge keeps the battery healthy in winter.'),
  page('/nl/data/', 'Dataverbruik', null, 'Over 4G the controller uses about 40 MB per month.', { altTitle: 'Data usage' }),
  page('/nl/specs/', 'Specificaties', 'Environment', 'Operating temperature: −20 to +55 °C\nHumidity: 5 to 95 %'),
  page('/nl/reset/', 'Reset', 'Reset the controller', `${STEP_MARK} Press the reset button for 10 s.\n${STEP_MARK} Release the button when the LED blinks.\n${STEP_MARK} Wait until the controller restarts.`),
  page('/nl/batterieladezeit/', 'Laadschema', null, 'Set the batterie ladezeit window for cheap hours.'),
]

const concepts: GlossaryConcept[] = [
  { words: ['laadpaal', 'oplaadpunt', 'laadstation', 'EV charger', 'charging point', 'wallbox'], pageUrl: '/nl/chargers/' },
  { words: ['thuisbatterij', 'thuisaccu', 'home battery', 'battery'], pageUrl: '/nl/battery/' },
]

async function load(list: Section[], glossary: GlossaryConcept[] = concepts, locale = 'nl'): Promise<LoadedIndex> {
  const built = await buildSearchIndex(locale, list, glossary)
  return loadSearchIndex(JSON.parse(JSON.stringify(built.index)), JSON.parse(JSON.stringify(built.shards)), built.anchors)
}

describe('queries as readers write them', () => {
  let index: LoadedIndex
  beforeAll(async () => {
    index = await load(sections)
  })
  const pages = (query: string) => [...new Set(searchSections(index, query).hits.map((h) => h.url.split('#')[0]))]

  it('finds an English page by a glossary word of the locale that no page uses', () => {
    expect(pages('oplaadpunt')[0]).toBe('/nl/chargers/')
    expect(pages('mijn oplaadpunt stopt steeds')[0]).toBe('/nl/chargers/')
  })
  it('finds a glossary word in another form of its family (a plural)', () => {
    expect(pages('thuisaccus')[0]).toBe('/nl/battery/')
  })
  it('matches a glossary phrase as a whole, before its single words', () => {
    expect(pages('charging point')[0]).toBe('/nl/chargers/')
  })
  it("finds a page by its title in the locale's language and by its English title", () => {
    expect(pages('dataverbruik')[0]).toBe('/nl/data/')
    expect(pages('data usage')[0]).toBe('/nl/data/')
  })
  it('finds a page by its keywords', () => {
    expect(pages('laadpaal stopt')[0]).toBe('/nl/chargers/')
  })
  it('treats numbers with units the same with or without a space, and unit words as their symbol', () => {
    expect(tokenize('500MB 230V 11kW')).toEqual(['500', 'mb', '230', 'v', '11', 'kw'])
    expect(tokenize('P1 RS485 4G')).toEqual(['p1', 'rs485', '4g'])
    expect(unitVariants('megabytes')).toContain('mb')
    expect(pages('how many megabytes per month')[0]).toBe('/nl/data/')
  })
  it('searches a unit also at the other scales of its quantity (GB for MB), not the watt', () => {
    expect(unitScales('gb')).toEqual(expect.arrayContaining(['mb', 'megabytes', 'kb']))
    expect(unitScales('gigabytes')).toContain('mb')
    expect(unitScales('kwh')).toContain('mwh')
    expect(unitScales('kw')).not.toContain('w')
    expect(unitScales('installatie')).toEqual([])
    expect(pages('gigabytes')[0]).toBe('/nl/data/')
  })
  it('splits a compound the index lacks into words it has', () => {
    expect(pages('batterieladezeit')[0]).toBe('/nl/batterieladezeit/')
  })
  it('splits compounds only in the languages that write them as one word', async () => {
    // "passeport" is no "passe" + "port": in French, a word the docs lack stays unknown, and Ask
    // does not answer a question about one from pages that hold its halves.
    const list = [page('/fr/port/', 'Port du contrôleur', null, 'Le port Ethernet est passé en mode DHCP. Renouveler le bail du port.')]
    const french = await load(list, [], 'fr')
    expect(searchSections(french, 'passeport').hits).toEqual([])
    expect(answerQuestion(french, passagesOf(list), 'Comment renouveler mon passeport ?').found).toBe(false)
    const dutch = await load([page('/nl/poort/', 'Poort', null, 'De pas en de poort van de controller.')], [], 'nl')
    expect(searchSections(dutch, 'paspoort').hits.map((hit) => hit.url)).toContain('/nl/poort/')
  })
  it('reports how much of the query a hit holds, and how much its page holds across its sections', () => {
    const [hit] = searchSections(index, 'thuisbatterij').hits
    expect(hit!.coverage).toBeGreaterThan(0.9)
    // "charger" is on the intro, "grid limit" in another section: the page holds both.
    const hits = searchSections(index, 'charger grid limit').hits.filter((h) => h.url.startsWith('/nl/chargers/'))
    expect(hits.length).toBe(2)
    for (const h of hits) expect(h.pageCoverage!).toBeGreaterThan(h.coverage!)
    expect(hits[0]!.pageCoverage).toBe(hits[1]!.pageCoverage)
  })
  it("completes the last word while it is typed, not once the query ends in a space or punctuation", () => {
    const typed = searchSections(index, 'maintenance char').hits.map((h) => h.url)
    expect(typed).toContain('/nl/battery/#maintenance-charge')
    expect(searchSections(index, 'maintenance char?').hits.every((h) => !h.terms.includes('charge'))).toBe(true)
    expect(searchSections(index, 'maintenance char ').hits.every((h) => !h.terms.includes('charge'))).toBe(true)
    expect(searchSections(index, 'maintenance char', { finished: true }).hits.every((h) => !h.terms.includes('charge'))).toBe(true)
  })
  it('finds a section that names the product by its brand name by the plain word (implied words)', async () => {
    const branded = await load([
      page('/nl/specs/', 'Specificaties', 'Environment', 'Ampora Edge works at an ambient temperature from −20 to +55 °C.', { impliedWords: 'controller' }),
      page('/nl/heat/', 'Heat pumps', 'Temperature', 'The heat pump keeps the water temperature.'),
    ])
    expect(searchSections(branded, 'controller temperature').hits[0]!.url).toBe('/nl/specs/#environment')
    // Implied words are searched, never shown: Ask quotes the section as written.
    const built = await buildSearchIndex('nl', [page('/nl/specs/', 'Specificaties', null, 'Ampora Edge', { impliedWords: 'controller' })], [])
    expect(built.passages.texts).toEqual(['Ampora Edge'])
  })
  it('loads the shards of the glossary alternatives a query needs, and answers as on the whole index', async () => {
    const built = await buildSearchIndex('nl', sections, concepts)
    const partial = createIndex(JSON.parse(JSON.stringify(built.index)))
    addAnchors(partial, anchorEntries(built.anchors))
    await loadShardsFor(partial, 'oplaadpunt', async (shards) => shards.map((n) => JSON.parse(JSON.stringify(built.shards[n]))))
    expect(searchSections(partial, 'oplaadpunt')).toEqual(searchSections(index, 'oplaadpunt'))
    addShards(partial, built.shards.map((s, n) => [n, s]))
  })
})

describe('English words in Latin letters find their loans in Hindi pages', () => {
  const loans: [string, string][] = [
    ['firmware', 'फ़र्मवेयर'], ['update', 'अपडेट'], ['manually', 'मैन्युअली'], ['controller', 'कंट्रोलर'], ['production', 'प्रोडक्शन'],
    ['flat', 'फ्लैट'], ['install', 'इंस्टॉल'], ['battery', 'बैटरी'], ['charger', 'चार्जर'], ['certificate', 'सर्टिफ़िकेट'], ['energy', 'एनर्जी'], ['wallbox', 'वॉलबॉक्स'],
  ]
  it.each(loans)('"%s" sounds like "%s"', (latin, devanagari) => {
    expect(latinSkeleton(latin)).toBeDefined()
    expect(latinSkeleton(latin)).toBe(devanagariSkeleton(tokenize(devanagari)[0]!))
  })

  it('tells apart words with the same consonants: a cluster, a vowel first, a letter twice across a vowel', () => {
    expect(latinSkeleton('stick')).not.toBe(devanagariSkeleton(tokenize('सटीक')[0]!))
    expect(latinSkeleton('stick')).not.toBe(devanagariSkeleton(tokenize('स्टैटिक')[0]!))
    expect(latinSkeleton('static')).toBe(devanagariSkeleton(tokenize('स्टैटिक')[0]!))
    expect(latinSkeleton('avoids')).not.toBe(devanagariSkeleton(tokenize('विदेश')[0]!))
    // Too short to say: "data" (D-T).
    expect(latinSkeleton('data')).toBeUndefined()
  })

  it('hears a w that closes a vowel as part of it ("download", "window") and one before a vowel as a v ("power")', () => {
    expect(latinSkeleton('download')).toBe(devanagariSkeleton(tokenize('डाउनलोड')[0]!))
    expect(latinSkeleton('window')).toBe(devanagariSkeleton(tokenize('विंडो')[0]!))
    expect(latinSkeleton('power')).toBe(devanagariSkeleton(tokenize('पावर')[0]!))
  })

  it('finds the loan of an English plural and of a short word only English loans spell (ॉ), by its vowel', () => {
    const loans = loanwords(['logs', 'log', 'look', 'copy', 'cap', 'controllers', 'लॉग', 'लॉक', 'कॉपी', 'लगा', 'कंट्रोलर'])
    expect(loans.get('logs')).toEqual(['लॉग'])
    expect(loans.get('log')).toEqual(['लॉग'])
    expect(loans.get('controllers')).toEqual(['कंट्रोलर'])
    expect(loans.get('copy')).toEqual(['कॉपी'])
    // Two consonants alike are not enough: another vowel ("look" is not "लॉक"), a vowel at the end ("cap" is not "कॉपी"), a word that is not surely a loan ("लगा").
    expect(loans.get('look')).toBeUndefined()
    expect(loans.get('cap')).toBeUndefined()
  })

  it('takes Hindi words typed in Latin letters for stop words as the Devanagari ones are', () => {
    for (const word of ['ka', 'kaise', 'hai', 'karna', 'chahiye', 'padega', 'maine']) expect(isStopWord(word, 'hi')).toBe(true)
    // Not in other languages, and never a word of the trade ("main" fuse, "kam" is less).
    expect(isStopWord('kaise', 'de')).toBe(false)
    expect(isStopWord('main', 'hi')).toBe(false)
  })

  it('takes a stop word the docs lack as it is, not as a typo of a word they use ("kaise" is not "raise")', async () => {
    const list = [page('/hi/raise/', 'Raise', null, 'Raise the limit in the portal.'), page('/hi/other/', 'Other', null, 'Something else.')]
    const built = await buildSearchIndex('hi', list, [])
    const index = loadSearchIndex(JSON.parse(JSON.stringify(built.index)), JSON.parse(JSON.stringify(built.shards)), built.anchors)
    const units = searchSections(index, 'limit kaise', { units: true, finished: true }).units!
    expect(units.find((unit) => unit.word === 'kaise')?.terms ?? []).toEqual([])
    // A word that is not a stop word still finds its near spelling.
    expect(searchSections(index, 'limt raise', { units: true, finished: true }).units!.find((unit) => unit.word === 'limt')?.terms).toContain('limit')
  })

  it('are found for a Latin word the vocabulary lacks: an English word only the Hindi pages use, a Hindi word typed in Latin letters', async () => {
    const hindi = [
      page('/hi/response/', 'रिस्पॉन्स टाइम', null, 'कंट्रोलर का रिएक्शन समय कुछ सेकंड है।', { lang: 'hi' }),
      page('/hi/tariffs/', 'टैरिफ़', null, 'रात की सस्ती दर ऐप में डालें।', { lang: 'hi' }),
      page('/hi/charger/', 'Chargers', null, 'The charger reduces its current after a fraction of a second.'),
    ]
    const built = await buildSearchIndex('hi', hindi, [])
    const whole = loadSearchIndex(JSON.parse(JSON.stringify(built.index)), JSON.parse(JSON.stringify(built.shards)), built.anchors)
    const firstPage = (query: string) => searchSections(whole, query).hits[0]?.url.split('#')[0]
    // "reaction" is one letter from no English word here, but two from "fraction": its sound wins.
    expect(firstPage('reaction')).toBe('/hi/response/')
    expect(firstPage('sasti dar')).toBe('/hi/tariffs/')
    // Loaded as a typo would be (every shard), it answers as on the whole index.
    const partial = createIndex(JSON.parse(JSON.stringify(built.index)))
    addAnchors(partial, anchorEntries(built.anchors))
    await loadShardsFor(partial, 'reaction', async (shards) => shards.map((n) => JSON.parse(JSON.stringify(built.shards[n]))))
    expect(searchSections(partial, 'reaction')).toEqual(searchSections(whole, 'reaction'))
  })

  it('are found by a Latin query, loaded with the query\'s words, as on the whole index', async () => {
    const hindi = [
      page('/hi/software/', 'सॉफ़्टवेयर संस्करण', 'मैन्युअली अपडेट करें', 'फ़र्मवेयर को मैन्युअली अपडेट करने के लिए कदम।', { lang: 'hi' }),
      page('/hi/charger/', 'Chargers', null, 'The charger needs a firmware update to steer the power.'),
    ]
    const built = await buildSearchIndex('hi', hindi, [])
    expect(loanwords(built.shards.flatMap((shard) => shard.terms.split('\n'))).get('firmware')).toEqual(['फर्मवेयर'])
    const whole = loadSearchIndex(JSON.parse(JSON.stringify(built.index)), JSON.parse(JSON.stringify(built.shards)), built.anchors)
    const pagesOf = (found: { url: string }[]) => found.map((hit) => hit.url.split('#')[0])
    expect(pagesOf(searchSections(whole, 'firmware update manually').hits)[0]).toBe('/hi/software/')
    const partial = createIndex(JSON.parse(JSON.stringify(built.index)))
    addAnchors(partial, anchorEntries(built.anchors))
    await loadShardsFor(partial, 'firmware update manually', async (shards) => shards.map((n) => JSON.parse(JSON.stringify(built.shards[n]))))
    expect(searchSections(partial, 'firmware update manually')).toEqual(searchSections(whole, 'firmware update manually'))
  })
})

describe("a glossary term's page", () => {
  it('comes first for the term, before another page with the term in its title', async () => {
    const index = await load(
      [
        page('/nl/battery-and-ev/', 'Thuisbatterij en laadpaal', null, 'Both a battery and a charger on one installation.'),
        page('/nl/battery/', 'Batterijen', null, 'The battery stores surplus solar energy.'),
      ],
      [{ words: ['thuisbatterij', 'thuisaccu', 'home battery'], pageUrl: '/nl/battery/' }],
    )
    expect(searchSections(index, 'thuisbatterij').hits[0]?.url).toBe('/nl/battery/')
  })
})

describe('other endings of a long word', () => {
  const pages = async (locale: string, query: string, list: [string, string][]) => {
    const index = await load(list.map(([url, text]) => page(`/${locale}${url}`, 'Page', null, text)), [], locale)
    return [...new Set(searchSections(index, query).hits.map((h) => h.url))]
  }
  it('find an inflected form in a language that inflects', async () => {
    expect(await pages('pl', 'instalacji', [['/a/', 'Po instalację kontrolera.'], ['/b/', 'Bateria domowa.']])).toEqual(['/pl/a/'])
  })
  it('leave an English word to its family: a controller is not controlled', async () => {
    const list: [string, string][] = [['/heat-pump/', 'The heat pump is controlled by its own thermostat.'], ['/specs/', 'The controller runs from −20 °C.']]
    expect(await pages('en', 'controller', list)).toEqual(['/en/specs/'])
    expect(await pages('en', 'controllers', list)).toEqual(['/en/specs/'])
  })
})

describe('Chinese keywords of a page not translated yet', () => {
  it('find the page by a word inside a keyword the segmenter splits', async () => {
    const index = await load(
      [
        page('/ch/huawei/', 'Huawei SUN2000', null, 'Enable Modbus TCP on the SDongle.', { keywords: '华为逆变器 · 通信棒', description: '在通信棒上启用 Modbus TCP。' }),
        page('/ch/inverters/', '光伏逆变器', null, '控制器读取逆变器的功率。', { lang: 'zh-Hans' }),
      ],
      [],
      'ch',
    )
    expect(searchSections(index, '华为').hits[0]?.url).toBe('/ch/huawei/')
  })
})

describe('question words weigh little in every language', () => {
  // "How much" in each language: it asks for a value (the answer's shape), it is not what the
  // question is about, so a FAQ heading that starts with it must not outrank the page with the value.
  const howMuch: [string, string][] = [['en', 'much'], ['nl', 'hoeveel'], ['fr', 'combien'], ['de', 'viel'], ['it', 'quanti'], ['pl', 'ile'], ['pt', 'quanto'], ['es', 'cuánto'], ['sv', 'mycket'], ['ch', '多少'], ['ar', 'كم'], ['hi', 'कितना']]
  it.each(howMuch)('%s: "%s" counts less than the words of the subject', async (locale, word) => {
    const index = await load([page(`/${locale}/faq/`, 'FAQ', `${word} modbus`, `${word} modbus`), page(`/${locale}/data/`, 'Data', null, 'modbus telemetry')], [], locale)
    const units = searchSections(index, `${word} telemetry`, { units: true }).units!
    const weightOf = (term: string) => units.find((unit) => unit.terms.includes(tokenize(term)[0]!))!.weight
    expect(weightOf(word)).toBeLessThan(weightOf('telemetry'))
  })
})

describe('a query that names a product finds its page first', () => {
  // Many other pages, so that a maker's name is as rare as it is in the docs.
  const filler = Array.from({ length: 200 }, (_, i) => page(`/en/filler-${i}/`, `Filler ${i}`, null, `Unrelated text number ${i}.`))
  const overview = page('/en/storage/', 'Storage overview', null, 'Connect a home battery to the controller: Pylontech, BYD and others, over CAN or Modbus.')
  it('by a rare word of its title and its address, before an overview with more of the other words', async () => {
    const index = await load([...filler, overview, page('/en/Devices/Pylontech/', 'Pylontech', null, 'Connect the battery over CAN.')], [], 'en')
    expect(searchSections(index, 'connect pylontech home battery').hits[0]!.url).toBe('/en/Devices/Pylontech/')
  })
  it('by the name a half-typed last word begins, before a page that names the product less', async () => {
    const cloud = page('/en/Devices/Tesla-cloud/', 'Tesla Powerwall through the Tesla cloud', null, 'Read a Tesla Powerwall through the Tesla cloud.')
    const index = await load([...filler, overview, cloud, page('/en/Devices/Tesla-Powerwall/', 'Tesla Powerwall', null, 'Connect the battery over Modbus.')], [], 'en')
    expect(searchSections(index, 'tesla powerwa').hits[0]!.url).toBe('/en/Devices/Tesla-Powerwall/')
  })
  it('not by a word its title holds and its address does not (a translated word, not a name)', async () => {
    const index = await load([...filler, overview, page('/en/Devices/us-series/', 'Pylontech', null, 'Connect the battery over CAN.')], [], 'en')
    expect(searchSections(index, 'connect pylontech home battery').hits[0]!.url).toBe('/en/storage/')
  })
})

describe('a whole question', () => {
  it('has six words that are not stop words, Chinese ones counted as the segmenter finds them (not the pairs inside them)', () => {
    expect(isWholeQuestion('how do I reset the controller?', 'en')).toBe(false)
    expect(isWholeQuestion('why does the controller use so much mobile data every month with cloud readings', 'en')).toBe(true)
    // Two words, seven search terms (控制器 gives 控制 and 制器 too).
    expect(isWholeQuestion('控制器继电器', 'ch')).toBe(false)
    expect(isWholeQuestion('控制器的继电器最大能带多大电流和电压', 'ch')).toBe(true)
  })
})

describe('a whole question finds the page that holds all of it', () => {
  const filler = Array.from({ length: 60 }, (_, i) => page(`/en/filler-${i}/`, `Filler ${i}`, null, `Unrelated text number ${i} about the controller.`))
  // Each section of the data page holds a part of the question; one answer of the FAQ holds most of it.
  const dataPage = [
    page('/en/data-usage/', 'Data usage', null, 'Over 4G the controller uses about 40 MB a month.'),
    page('/en/data-usage/', 'Data usage', 'Firmware updates', 'A firmware update downloads about 30 MB once.'),
    page('/en/data-usage/', 'Data usage', 'Cloud readings', 'Readings are sent to the cloud every minute.'),
  ]
  const faq = page('/en/faq/', 'FAQ', 'Does the live view use mobile data?', 'Watching the live view on a phone uses mobile data of the phone, not of the controller, every month.')
  it('before a page with one section that shares most of its words', async () => {
    const index = await load([...filler, ...dataPage, faq], [], 'en')
    const question = 'why does the controller use so much mobile data every month with cloud readings and firmware updates'
    const pages = [...new Set(searchSections(index, question).hits.map((h) => h.url.split('#')[0]))]
    expect(pages[0]).toBe('/en/data-usage/')
    // A short query is about the words it has: the FAQ's answer holds them in one place.
    expect(searchSections(index, 'live view mobile data').hits[0]!.url.split('#')[0]).toBe('/en/faq/')
  })
})

describe('a half-typed last word', () => {
  it('stands for its completions, not for a glossary word one edit away', async () => {
    // "powerw" is one letter from the glossary word "power", and the start of "powerwall".
    const list = [page('/en/power/', 'Power limits', null, 'Limit the power at the grid connection.'), page('/en/Devices/Powerwall/', 'Powerwall', null, 'Connect the Powerwall battery.')]
    const index = await load(list, [{ words: ['power', 'output'], pageUrl: '/en/power/' }], 'en')
    expect(searchSections(index, 'powerw').hits[0]?.url).toBe('/en/Devices/Powerwall/')
    // Finished (a space after it), the same word is a typo of the glossary word.
    expect(searchSections(index, 'powerw ').hits[0]?.url).toBe('/en/power/')
  })
})

describe('a past participle (de, nl)', () => {
  it("finds its verb's other forms: 'getauscht' the page that says 'tauschen', 'gekoppeld' the one that says 'koppelen'", async () => {
    const german = await load([page('/de/replace/', 'Gerät', null, 'So tauschen Sie das Gerät.'), page('/de/other/', 'Andere', null, 'Etwas anderes.')], [], 'de')
    expect(searchSections(german, 'gerät getauscht').hits[0]?.url).toBe('/de/replace/')
    expect(searchSections(german, 'getauscht').hits[0]?.url).toBe('/de/replace/')
    const dutch = await load([page('/nl/link/', 'Meter', null, 'Zo koppelen we de meter.'), page('/nl/other/', 'Ander', null, 'Iets anders.')], [], 'nl')
    expect(searchSections(dutch, 'gekoppeld').hits[0]?.url).toBe('/nl/link/')
  })
})

describe("a verb whose family's other words share no ending with it (de, nl, sv, pl, ar)", () => {
  it("finds the noun of a verb on a Latin stem: 'konfigurieren' Konfiguration, 'installeren' installatie, 'installera' installation", async () => {
    const german = await load([page('/de/setup/', 'Konfiguration', null, 'Die Konfiguration des Zählers.'), page('/de/other/', 'Andere', null, 'Etwas anderes.')], [], 'de')
    expect(searchSections(german, 'zähler konfigurieren').hits[0]?.url).toBe('/de/setup/')
    const dutch = await load([page('/nl/install/', 'Installatie', null, 'De installatie van de app.'), page('/nl/other/', 'Ander', null, 'Iets anders.')], [], 'nl')
    expect(searchSections(dutch, 'app installeren').hits[0]?.url).toBe('/nl/install/')
    const swedish = await load([page('/sv/install/', 'Installation', null, 'Installation av appen.'), page('/sv/other/', 'Annat', null, 'Något annat.')], [], 'sv')
    expect(searchSections(swedish, 'installera').hits[0]?.url).toBe('/sv/install/')
  })
  it("finds a Polish perfective verb's noun: 'zainstalować' instalacja", async () => {
    const polish = await load([page('/pl/app/', 'Aplikacja', null, 'Instalacja aplikacji na telefonie.'), page('/pl/other/', 'Inne', null, 'Coś innego.')], [], 'pl')
    expect(searchSections(polish, 'jak zainstalować aplikację').hits[0]?.url).toBe('/pl/app/')
    expect(searchSections(polish, 'zainstalować').hits[0]?.url).toBe('/pl/app/')
  })
  it("finds an Arabic imperfect verb's verbal noun and imperative: 'أثبت' تثبيت, 'أربط' اربط", async () => {
    const arabic = await load(
      [page('/ar/app/', 'التطبيق', null, 'تثبيت التطبيق على الهاتف.'), page('/ar/wire/', 'التوصيل', null, 'اربط العداد بالمنفذ.'), page('/ar/other/', 'أخرى', null, 'شيء آخر.')],
      [],
      'ar',
    )
    expect(searchSections(arabic, 'أثبت').hits[0]?.url).toBe('/ar/app/')
    expect(searchSections(arabic, 'كيف أربط العداد').hits[0]?.url).toBe('/ar/wire/')
  })
  it('guesses a Polish prefix or an Arabic root only for a word the docs do not use', async () => {
    // "zapłata" (payment) is a word of the docs: it does not also stand for "płata…".
    const { familyStarts } = await import('@/lib/search/word-forms')
    expect(familyStarts('pl', 'zaplata', true)).toEqual([])
    expect(familyStarts('pl', 'zainstalowac', false)).toEqual(expect.arrayContaining(['instalowac', 'instal']))
    expect(familyStarts('ar', 'اثبت', false)).toEqual(['ثبت', 'تثبيت'])
    expect(familyStarts('ar', 'اثبت', true)).toEqual([])
    expect(familyStarts('en', 'installing', false)).toEqual([])
  })
})

describe('a typo whose stem is another family', () => {
  it('also stands for the word one edit away ("specifiations": "specifications", not only "specified")', async () => {
    const list = [page('/en/specs/', 'Specifications', null, 'Dimensions, weight and ratings.'), page('/en/limits/', 'Limits', null, 'The limit is specified in the grid settings.')]
    const index = await load(list, [], 'en')
    expect(searchSections(index, 'specifiations ').hits[0]?.url).toBe('/en/specs/')
  })
})

describe('a word the docs lack weighs as the word it is read as', () => {
  it('a misspelled stop word weighs as a stop word, not as a rare word', async () => {
    const index = await load([page('/de/meters/', 'Zähler', null, 'Unsere Zähler messen den Strom.'), page('/de/other/', 'Andere', null, 'Etwas anderes.')], [], 'de')
    const units = searchSections(index, 'unseres zähler', { units: true }).units!
    const [misspelled, meter] = [units.find((u) => u.terms.includes('unsere'))!, units.find((u) => u.terms.includes('zahler'))!]
    expect(misspelled.weight).toBeLessThan(meter.weight)
  })
})

describe('pronouns and conjunctions weigh as stop words', () => {
  // "Can my partner see it too", "how do we hand it over to him": who asks is not what the question is about.
  const words: [string, string][] = [['en', 'our'], ['nl', 'daar'], ['fr', 'nous'], ['de', 'unsere'], ['it', 'nostro'], ['pl', 'naszego'], ['pt', 'ela'], ['es', 'ellos'], ['sv', 'hon'], ['ch', '我们'], ['ar', 'لكن'], ['hi', 'हमारा']]
  it.each(words)('%s: "%s"', (locale, word) => {
    expect(isStopWord(tokenize(word)[0]!, locale)).toBe(true)
  })
  it('nl: the light verb "laat" ("hoe laat", "laat zien") as well, now that translated pages use it everywhere', () => {
    expect(isStopWord('laat', 'nl')).toBe(true)
  })
})

describe('"can I", "I do", "is", "or" and elided articles weigh as stop words', () => {
  // "Posso ligá-lo …?", "¿Cómo hago …?", "l'impianto c'è": the docs never say them, and a typo guess made them words of the docs ("posso": "passo").
  const words: [string, string][] = [['pt', 'posso'], ['pt', 'ligá-lo'], ['pt', 'está'], ['es', 'puedo'], ['es', 'hago'], ['es', 'o'], ['it', 'faccio'], ['it', "l'"], ['it', "c'è"], ['fr', 'peux'], ['de', 'hab'], ['nl', "z'n"], ['en', "doesn't"]]
  it.each(words)('%s: "%s"', (locale, written) => {
    // The word, or the part of it that is the filler ("lo" of "ligá-lo", "doesn" of "doesn't").
    expect(tokenize(written).some((term) => isStopWord(term, locale))).toBe(true)
  })
  it('but not the letters of a name ("M-Bus", "P1"), which a contraction leaves alone too', () => {
    for (const locale of ['en', 'pl', 'de']) expect(tokenize('M-Bus').some((term) => isStopWord(term, locale))).toBe(false)
  })
})

describe('the words of "where do I find information about …" weigh as stop words', () => {
  const words: [string, string][] = [['en', 'information'], ['nl', 'informatie'], ['fr', 'trouver'], ['de', 'Informationen'], ['it', 'informazioni'], ['pl', 'znajdę'], ['pt', 'informação'], ['es', 'encuentro'], ['sv', 'hittar'], ['ch', '找到'], ['ar', 'معلومات'], ['hi', 'जानकारी']]
  it.each(words)('%s: "%s"', (locale, word) => {
    expect(isStopWord(tokenize(word)[0]!, locale)).toBe(true)
  })
  it.each([['en', 'between'], ['es', 'entre'], ['de', 'zwischen'], ['it', 'durante'], ['sv', 'mellan'], ['ch', '之间'], ['ar', 'بين'], ['hi', 'बीच']])('and "between", "during": %s "%s"', (locale, word) => {
    expect(isStopWord(tokenize(word)[0]!, locale)).toBe(true)
  })
  it('so the page of the word asked about comes before pages that say "information" and "find"', async () => {
    const list = [
      page('/de/wiring/', 'Verdrahtung', null, 'Verdrahtung des Controllers im Schaltschrank.'),
      ...['a', 'b', 'c'].map((x) => page(`/de/extra-${x}/`, `Weitere Informationen ${x}`, null, `Hier finden Sie Informationen zu ${x}.`, { label: 'Weitere Informationen' })),
    ]
    const index = await load(list, [], 'de')
    expect(searchSections(index, 'wo finde ich Informationen zu Verdrahtung').hits[0]?.url).toBe('/de/wiring/')
  })
})

describe('many filler words around one word', () => {
  it('weigh together at most a quarter of the words that carry the question', async () => {
    const index = await load([page('/en/wiring/', 'Wiring', null, 'Wiring of the controller.'), page('/en/other/', 'Other', null, 'Where can I find it, and what about it?')], [], 'en')
    const units = searchSections(index, 'where can i find information about wiring', { units: true }).units!
    const filler = units.filter((u) => !u.terms.includes('wiring')).reduce((sum, u) => sum + u.weight, 0)
    const wiring = units.find((u) => u.terms.includes('wiring'))!.weight
    expect(filler).toBeLessThanOrEqual(0.25 * wiring + 1e-9)
  })
})

describe('Chinese pairs of two stop words', () => {
  it('weigh as stop words, a pair of words that are not does not', () => {
    expect(isStopWord('能在', 'ch')).toBe(true)
    expect(isStopWord('控制', 'ch')).toBe(false)
    expect(isStopWord('在线', 'ch')).toBe(false)
  })
})

describe('light stems for Arabic and Hindi', () => {
  const stem = (w: string) => lightStem(tokenize(w)[0]!)
  it('relates Arabic plurals and endings', () => {
    expect(stem('بطاريات')).toBe(stem('بطارية'))
    expect(stem('الشبكات')).toBe(stem('شبكة'))
    expect(stem('عدادات')).toBe(stem('عداد'))
  })
  it('relates an Arabic adverb to its adjective ("monthly", "manually")', () => {
    expect(stem('شهريًا')).toBe(stem('شهري'))
    expect(stem('يدويًا')).toBe(stem('يدوية'))
    expect(stem('تلقائيًا')).toBe(stem('تلقائي'))
  })
  it('reads an adverb written with its accusative ending as its adjective ("late", "always")', () => {
    expect(tokenize('متأخرًا')).toEqual(tokenize('متأخر'))
    expect(tokenize('دائمًا')).toEqual(tokenize('دائم'))
    expect(tokenize('جدًا')).toEqual(['جدا'])
  })
  it('relates Hindi plural and oblique forms', () => {
    expect(stem('समस्याएँ')).toBe(stem('समस्या'))
    expect(stem('बैटरियों')).toBe(stem('बैटरी'))
  })
  it('keeps short words whole', () => {
    expect(lightStem(tokenize('ماء')[0]!)).toBe(tokenize('ماء')[0])
  })
})

describe('glossary phrases', () => {
  it('normalises a phrase like the search does', () => {
    expect(phraseKey('Charging-Point')).toBe('charging point')
    expect(phraseKey('  ')).toBe('')
  })
  it('finds the longest phrases, also inside a Chinese run', () => {
    const table = new Map([
      ['charging point', 0],
      ['point', 1],
      ['充电桩', 0],
    ])
    const byTerm = (term: string) => [...table.keys()].filter((k) => k.startsWith(term) || k.slice(0, 2) === term)
    const found = (query: string) => findConcepts(query, tokenize(query), byTerm, () => ({ page: -1, alternatives: [] })).map((c) => c.phrase)
    expect(found('my charging point stops')).toEqual(['charging point'])
    expect(found('充电桩坏了')).toEqual(['充电桩'])
  })
  it('covers the word as the query writes it when the phrase is met in another form of it', () => {
    // "koppelen" meets the phrase "koppeling" by its light stem: the query's word is covered, so it is not also a unit of its own.
    const byTerm = (term: string) => (lightStem(term) === lightStem('koppeling') ? ['koppeling'] : [])
    const query = 'batterij koppelen'
    const [concept] = findConcepts(query, tokenize(query), byTerm, () => ({ page: -1, alternatives: [] }))
    expect(concept).toMatchObject({ phrase: 'koppeling', covers: ['koppelen'] })
  })
})

describe('glossary data', () => {
  const languages = (word: string) =>
    Object.fromEntries(['en', 'nl', 'fr', 'de', 'it', 'pl', 'pt', 'es', 'sv', 'ch', 'ar', 'hi'].map((l) => [l, { term: `${word} ${l}`, synonyms: [] }]))
  const entry = (id: string, extra: Record<string, unknown> = {}) => ({ id, group: 'devices', page: 'installation', ...languages(id), ...extra })
  const yaml = (entries: unknown[]) => JSON.stringify(entries)
  const docs = new Set(['installation'])

  it('accepts a valid glossary', () => {
    expect(parseGlossary(yaml([entry('meter'), entry('charger')]), 'glossary.yaml', docs).problems).toEqual([])
  })
  it('names the term and language of a missing translation', () => {
    const broken = entry('meter')
    delete (broken as Record<string, unknown>).hi
    expect(parseGlossary(yaml([broken]), 'glossary.yaml', docs).problems[0]).toMatchObject({ file: 'glossary.yaml', field: 'meter.hi' })
  })
  it('refuses a word that two terms claim in one language, as search sees words', () => {
    const a = entry('meter', { de: { term: 'Zähler', synonyms: [] } })
    const b = entry('counter', { de: { term: 'ZAEHLER', synonyms: ['zähler'] } })
    const { problems } = parseGlossary(yaml([a, b]), 'glossary.yaml', docs)
    expect(problems.some((p) => p.field === 'counter.de' && p.message.includes('"meter"'))).toBe(true)
  })
  it('allows two spellings of one word within a term', () => {
    const a = entry('meter', { ar: { term: 'عدّاد', synonyms: ['عداد'] } })
    expect(parseGlossary(yaml([a]), 'glossary.yaml', docs).problems).toEqual([])
  })
  it('refuses a page that does not exist and an unknown group', () => {
    const { problems } = parseGlossary(yaml([entry('meter', { page: 'nowhere', group: 'food' })]), 'glossary.yaml', docs)
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(['meter.group']))
    const pageProblem = parseGlossary(yaml([entry('meter', { page: 'nowhere' })]), 'glossary.yaml', docs).problems
    expect(pageProblem[0]).toMatchObject({ field: 'meter.page' })
  })
  it('lists the terms of a locale by group, sorted, with the English words and the page', () => {
    const { entries } = parseGlossary(yaml([entry('zeta'), entry('alpha')]), 'glossary.yaml', docs)
    const [group] = glossaryView(entries, 'de', () => ({ url: '/de/installation/', title: 'Installation' }))
    expect(group!.terms.map((t) => t.term)).toEqual(['alpha de', 'zeta de'])
    expect(group!.terms[0]!.english).toEqual({ term: 'alpha en', synonyms: [] })
    expect(glossaryView(entries, 'en', () => undefined)[0]!.terms[0]!.english).toBeUndefined()
  })
})

describe('metadata-only translations', () => {
  const english = new Set(['installation', 'status-leds'])
  const translated = new Set(['installation'])
  const parse = (text: string) => parsePageMetadata('de', text, 'metadata/de.yaml', english, translated)

  it('reads title, description and keywords of untranslated pages', () => {
    const { entries, problems } = parse('status-leds:\n  title: "LEDs"\n  description: "Was die LEDs zeigen."\n  keywords: ["blinkt rot"]\n')
    expect(problems).toEqual([])
    expect(entries.get('status-leds')?.keywords).toEqual(['blinkt rot'])
  })
  it('names the doc path and field of every problem', () => {
    const { problems } = parse(
      'nowhere:\n  title: "x"\n  description: "y"\n  keywords: ["z"]\ninstallation:\n  title: "x"\n  description: "y"\n  keywords: ["z"]\nstatus-leds:\n  title: "{product}"\n  description: ""\n  keywords: []\n',
    )
    const fields = problems.map((p) => p.field)
    expect(fields).toEqual(expect.arrayContaining(['nowhere', 'installation', 'status-leds.description', 'status-leds.keywords']))
    expect(parse('status-leds:\n  title: "{product} LEDs"\n  description: "d"\n  keywords: ["k"]\n').problems[0]).toMatchObject({ field: 'status-leds.title' })
  })
  it('refuses a file that is not a map, and YAML that does not parse', () => {
    expect(parse('- a\n- b\n').problems[0]!.message).toContain('expected a map')
    expect(parse('a: [\n').problems[0]!.message).toContain('not valid YAML')
  })
})

describe('Ask AI answers in the shape of the question', () => {
  let index: LoadedIndex
  const passages = passagesOf(sections)
  beforeAll(async () => {
    index = await load(sections)
  })

  it('tells a how-do-I, a value question and a symptom apart in every script', () => {
    expect(questionShape('How do I reset the controller?', 'en')).toBe('steps')
    expect(questionShape('Hoe reset ik de controller?', 'nl')).toBe('steps')
    expect(questionShape('如何重置控制器', 'ch')).toBe('steps')
    expect(questionShape('كيف أعيد ضبط وحدة التحكم', 'ar')).toBe('steps')
    expect(questionShape('What temperature can the controller run at?', 'en')).toBe('value')
    expect(questionShape('Wie viel Daten verbraucht der Controller?', 'de')).toBe('value')
    expect(questionShape('कितना डेटा खर्च होता है', 'hi')).toBe('value')
    expect(questionShape('Why does the charger stop?', 'en')).toBe('symptom')
    expect(questionShape('perché la batteria non carica', 'it')).toBe('symptom')
    // A why asks for a cause, though it holds a value's words ("every few hours", "every how many hours").
    expect(questionShape('为什么Wi-Fi每隔几个小时就断开？', 'ch')).toBe('symptom')
    expect(questionShape('لماذا ينقطع الاتصال كل كم ساعة؟', 'ar')).toBe('symptom')
    expect(questionShape('Wi-Fi每隔几个小时断开一次吗', 'ch')).toBe('value')
    // A range or a value "at" or "between" which one is a value too, also in the plural.
    expect(questionShape('¿Entre qué temperaturas puede funcionar el controlador?', 'es')).toBe('value')
    expect(questionShape('Entre quelles températures le contrôleur fonctionne-t-il ?', 'fr')).toBe('value')
    expect(questionShape('Bei welcher Temperatur darf der Controller laufen?', 'de')).toBe('value')
    expect(questionShape('A quale temperatura funziona il controller?', 'it')).toBe('value')
    expect(questionShape('Vid vilken temperatur fungerar styrenheten?', 'sv')).toBe('value')
    expect(questionShape('W jakiej temperaturze pracuje sterownik?', 'pl')).toBe('value')
    expect(questionShape('Between what temperatures does the controller work?', 'en')).toBe('value')
    expect(questionShape('What is peak shaving?', 'en')).toBe('other')
    // English questions are understood in every locale; another language's are not.
    expect(questionShape('How do I reset the controller?', 'de')).toBe('steps')
    expect(questionShape('Hoe reset ik de controller?', 'de')).toBe('other')
  })
  it('answers a how-do-I with the steps, cited', () => {
    const answer = answerQuestion(index, passages, 'How do I reset the controller?')
    expect(answer.found).toBe(true)
    expect(answer.shape).toBe('steps')
    expect(answer.sentences.map((s) => s.text)).toEqual(['Press the reset button for 10 s.', 'Release the button when the LED blinks.', 'Wait until the controller restarts.'])
    expect(answer.sources[0]!.url).toBe('/nl/reset/#reset-the-controller')
  })
  it("answers a how-do-I with the steps found anywhere on a close page, not with a lower page's section that has some", async () => {
    // The best match (a FAQ answer) has no steps; the replace page matches as well by its intro
    // and has the procedure in another section, which search ranks below a battery page's steps.
    const list = [
      page('/en/faq/', 'Portal questions', 'Is the history kept when a controller is replaced?', 'Yes: the history of the installation is kept when you replace a controller.'),
      page('/en/replace/', 'Replace a controller', null, 'Replace a broken controller in the portal and keep the history of the installation.'),
      page('/en/replace/', 'Replace a controller', 'Steps', `${STEP_MARK} Open the installation.\n${STEP_MARK} Choose Replace and enter the new serial number.\n${STEP_MARK} Confirm.`),
      page('/en/battery/', 'Battery wear', 'Switch it on', `${STEP_MARK} Open the portal and the installation history.\n${STEP_MARK} Turn on wear protection for the broken battery.`),
      ...Array.from({ length: 30 }, (_, i) => page(`/en/filler-${i}/`, `Filler ${i}`, null, `Other words about tariffs and meters number ${i}.`)),
    ]
    const english = await load(list, [], 'en')
    const answer = answerQuestion(english, passagesOf(list), 'How do I keep the history in the portal when I replace a broken controller?')
    expect(answer.shape).toBe('steps')
    expect(answer.sources.map((s) => s.url)).toEqual(['/en/replace/#steps'])
  })
  it('answers a value question with the value', () => {
    const answer = answerQuestion(index, passages, 'What is the operating temperature?')
    expect(answer.shape).toBe('value')
    expect(answer.sentences[0]!.text).toBe('Operating temperature: −20 to +55 °C')
  })
  it('says when the docs do not answer, with the closest pages', () => {
    const answer = answerQuestion(index, passages, 'Thuisbatterij snow?')
    expect(answer.found).toBe(false)
    expect(answer.closest?.[0]?.url).toBe('/nl/battery/')
  })
  it('asks more of a question with words the docs never use: those words are what it is about', () => {
    // "battery" and "evening" are on the page; a cake recipe is not, though it says them too.
    expect(answerQuestion(index, passages, 'Does the battery store energy for the evening?').found).toBe(true)
    expect(answerQuestion(index, passages, 'Which cake recipe for the battery evening party?').found).toBe(false)
  })
  it("does not ask more for the reader's own words when the question names two of the domain's terms", () => {
    // "grandmother" and "tablet" are not in the docs, but the charging point and the home battery
    // (two glossary terms) say what the question is about; one term does not (the cake test above).
    expect(answerQuestion(index, passages, 'Grandmother asks why the charging point stops for the home battery').found).toBe(true)
    expect(answerQuestion(index, passages, 'Grandmother asks why the charging point stops for the house').found).toBe(false)
  })
  it("asks less for the reader's own words when the question names one of the domain's terms", () => {
    // One term ("charging point") halves what the word the docs never use ("grandmother") adds to the bar.
    expect(answerQuestion(index, passages, 'Why does my charging point stop at grandmother').found).toBe(true)
    expect(answerQuestion(index, passages, 'Why does my car stop at grandmother').found).toBe(false)
  })
  it("does not answer for a short word the docs never use that search took for a near one, but does for a misspelt longer word", async () => {
    // "tyre" is one letter from "type": search may still list the cable page, Ask must not answer
    // a question about tyres from it. "cabel" is a misspelling of the docs' own "cable".
    const list = [
      page('/en/cable/', 'Cable type', null, 'Which cable type to use for the meter.'),
      page('/en/battery/', 'Home battery', null, 'The battery stores surplus solar energy for the evening.'),
      ...Array.from({ length: 30 }, (_, i) => page(`/en/filler-${i}/`, `Filler ${i}`, null, `Other words about tariffs and meters number ${i}.`)),
    ]
    const english = await load(list, [], 'en')
    expect(searchSections(english, 'Which cable tyre for the meter?').hits[0]!.url).toBe('/en/cable/')
    expect(answerQuestion(english, passagesOf(list), 'Which cable tyre for the meter?').found).toBe(false)
    expect(answerQuestion(english, passagesOf(list), 'Which cabel type for the meter?').found).toBe(true)
    expect(answerQuestion(english, passagesOf(list), 'Which cable type for the meter?').found).toBe(true)
  })
  it("counts a word of a docs word's family as the docs' word, as search does", () => {
    // "batteries", "stores" and "evenings" are the page's words in another form: not unknown words.
    expect(answerQuestion(index, passages, 'Batteries stores surplus for evenings?').found).toBe(true)
  })
  it('counts a compound of two docs words as a word of the docs, as search does', () => {
    // "batterieladezeit" is no word of the docs, but "batterie" and "ladezeit" are (de, nl, sv write compounds as one word).
    const answer = answerQuestion(index, passages, 'Which batterieladezeit window?')
    expect(answer.found).toBe(true)
    expect(answer.sources[0]!.url).toBe('/nl/batterieladezeit/')
  })
  it('counts another ending of a long word as a word of the docs, as search does', async () => {
    // Polish inflects: the page says "właścicielowi" and "instalację", the reader "właściciela" and "instalacji".
    const polish = [page('/pl/przekazanie/', 'Przekazanie', null, 'Przekazanie instalację nowemu właścicielowi: otwórz ustawienia i wybierz przekazanie.')]
    const polishIndex = await load(polish, [], 'pl')
    const answer = answerQuestion(polishIndex, passagesOf(polish), 'przekazanie instalacji właściciela')
    expect(answer.found).toBe(true)
    expect(answer.sources[0]!.url).toBe('/pl/przekazanie/')
  })
  it('offers no page for a question of words the docs never use, though near spellings match', () => {
    const answer = answerQuestion(index, passages, 'a recipe for chocolate cake')
    expect(answer.found).toBe(false)
    expect(answer.closest).toEqual([])
  })
})

describe("Ask AI's rerank of a question's hits", () => {
  const list = [
    page('/en/display/', 'Public display', 'Create a link', 'Show live solar production on a television in a hall with no account: create a link.'),
    page('/en/app/', 'Solar production app', 'Login on a television', 'Open the app on a smart television and log in with your password.'),
  ]
  const hit = (url: string, title: string, heading: string, score: number, coverage: number, terms: string[]) => ({ id: 0, url, title, label: '', heading, lang: 'en', score, coverage, terms })
  const question = 'How does the hall television show solar production without a login?'
  const display = (score: number) => hit('/en/display/#create-a-link', 'Public display', 'Create a link', score, 0.7, ['hall', 'television', 'show', 'solar', 'production'])
  const app = (score: number) => hit('/en/app/#login-on-a-television', 'Solar production app', 'Login on a television', score, 0.5, ['solar', 'production', 'television', 'login'])
  it('moves a section whose title and heading name the question above a close one that only uses its words', async () => {
    const index = await load(list, [], 'en')
    expect(rerank(index, question, [display(10), app(9)]).map((h) => h.url)).toEqual(['/en/app/#login-on-a-television', '/en/display/#create-a-link'])
  })
  it("leaves a hit search scored clearly weaker below search's best, whatever its heading", async () => {
    const index = await load(list, [], 'en')
    expect(rerank(index, question, [display(10), app(5)]).map((h) => h.url)).toEqual(['/en/display/#create-a-link', '/en/app/#login-on-a-television'])
  })
})

describe('Ask AI answers a value question with the row its words name in another form', () => {
  const row = (...cells: string[]) => cells.join(TABLE_CELL_SEPARATOR)
  it('"temperaturas … funcionar" is the row "Temperatura de funcionamiento", not a row whose other cells hold the words', async () => {
    const list = [
      page('/es/devices/', 'Otros dispositivos', 'Qué hace el controlador', ['El controlador lee y controla cada tipo.', row('Tipo: Bomba de calor', 'Lectura: Potencia, temperatura y estado de funcionamiento', 'Control: El controlador la regula con relés')].join('\n')),
      page('/es/specs/', 'Especificaciones', 'Condiciones ambientales', [row('Parámetro: Temperatura de funcionamiento', 'Valor: de −20 a +55 °C'), row('Parámetro: Humedad', 'Valor: 5 a 95 %')].join('\n')),
      // The docs name the controller everywhere: a common word.
      ...Array.from({ length: 8 }, (_, i) => page(`/es/other-${i}/`, `Tema ${i}`, null, `El controlador y el tema ${i}.`)),
    ]
    const index = await load(list, [], 'es')
    const answer = answerQuestion(index, passagesOf(list), '¿Entre qué temperaturas puede funcionar el controlador?')
    expect(answer.sources[0]!.url).toBe('/es/specs/#condiciones-ambientales')
    expect(answer.sentences[0]!.text).toContain('−20 a +55 °C')
  })
})

describe('Ask AI answers a symptom with the row that names it', () => {
  const row = (...cells: string[]) => cells.join(TABLE_CELL_SEPARATOR)
  const list = [
    page(
      '/en/network-problems/',
      'Network problems',
      'Symptom, cause and check',
      [
        'Find the row of what you see.',
        row('Symptom: Network LED red', 'Likely cause: No IP address received', "What to check: The router's DHCP server"),
        row('Symptom: Wi-Fi connects, then drops every few hours', 'Likely cause: Weak signal inside a metal cupboard', 'What to check: Signal strength under Network'),
      ].join('\n'),
    ),
    page('/en/cupboard/', 'Metal cupboards', null, 'A metal cupboard weakens the Wi-Fi signal, so the controller may drop off the network.'),
  ]
  let index: LoadedIndex
  const passages = passagesOf(list)
  beforeAll(async () => {
    index = await load(list, [], 'en')
  })

  it('gives the symptom, its cause and what to check, one cell a line, from the page search ranks first', () => {
    const answer = answerQuestion(index, passages, 'Why does the Wi-Fi drop every few hours on the network?')
    expect(answer.shape).toBe('symptom')
    expect(answer.sentences.map((s) => s.text)).toEqual([
      'Symptom: Wi-Fi connects, then drops every few hours',
      'Likely cause: Weak signal inside a metal cupboard',
      'What to check: Signal strength under Network',
    ])
    expect(answer.sources.map((s) => s.url)).toEqual(['/en/network-problems/#symptom-cause-and-check'])
  })
  it("keeps the page search ranks first: another page's row with the same words does not take its place", () => {
    const answer = answerQuestion(index, passages, 'Why does the Wi-Fi drop in a metal cupboard?')
    expect(answer.sources[0]!.url).toBe('/en/cupboard/')
    expect(answer.shape).toBe('text')
  })
  it('answers in sentences when no row names the symptom', () => {
    const answer = answerQuestion(index, passages, 'Why is the network slow?')
    expect(answer.shape).toBe('text')
  })
  it("takes a close page's row when the page search ranks first barely mentions the symptom", async () => {
    const setup = page('/en/wifi-setup/', 'Wi-Fi connection', null, 'Set up the Wi-Fi from the app: choose the network and type its password.')
    const withSetup = [...list, setup]
    const setupIndex = await load(withSetup, [], 'en')
    const question = 'Why does the Wi-Fi connection drop for hours?'
    const ranked = searchSections(setupIndex, question).hits.map((hit) => hit.url)
    // The setup page ranks first: the row has to come from the next page.
    expect(ranked[0]).toBe('/en/wifi-setup/')
    const answer = answerQuestion(setupIndex, passagesOf(withSetup), question)
    expect(answer.shape).toBe('symptom')
    expect(answer.sentences[0]!.text).toBe('Symptom: Wi-Fi connects, then drops every few hours')
    expect(answer.sources[0]!.url).toBe('/en/network-problems/#symptom-cause-and-check')
  })
})

describe('Ask AI in Chinese', () => {
  const list = [
    page('/ch/reset/', '重置', '重置控制器', `${STEP_MARK} 按住控制器上的重置按钮十秒。\n${STEP_MARK} 指示灯闪烁时松开按钮。`, { lang: 'zh' }),
    page('/ch/battery/', '家用电池', null, '电池在晚上使用白天多余的太阳能。', { lang: 'zh' }),
  ]
  it('counts the Chinese words the docs never use, as the segmenter finds them, against the answer', async () => {
    const index = await load(list, [], 'ch')
    const passages = passagesOf(list)
    expect(answerQuestion(index, passages, '怎么重置控制器？').found).toBe(true)
    // "How much solar energy does braised pork use": the docs' words, but not its subject.
    expect(answerQuestion(index, passages, '红烧肉用多少太阳能？').found).toBe(false)
    expect(answerQuestion(index, passages, '法国的首都是哪里？').found).toBe(false)
  })
})

describe('a typo of a glossary word', () => {
  const list = [
    page('/nl/oplader/', 'Opladers', null, 'Connect it over OCPP.'),
    page('/nl/log/', 'Logboek', 'Laadpaal log', 'Every laadpaal session is logged.'),
  ]
  const glossary: GlossaryConcept[] = [{ words: ['laadpaal', 'wallbox'], pageUrl: '/nl/oplader/' }]
  it("still names the glossary term's page, as the word spelt right does", async () => {
    const index = await load(list, glossary)
    const first = (query: string) => searchSections(index, query).hits[0]?.url
    expect(first('laadpaal')).toBe('/nl/oplader/')
    expect(first('ladpaal')).toBe('/nl/oplader/')
    expect(first('laatpaal')).toBe('/nl/oplader/')
  })
})

describe('Ask AI answers a value question from the table row it names', () => {
  // The device page uses the question's words more often and ranks higher; only the
  // specifications' row is named by what the question asks for.
  const rows = [
    page('/nl/devices/', 'Devices the controller steers', null, 'The controller reads and controls these devices; the controller can run them by temperature.'),
    page('/nl/devices/', 'Devices the controller steers', 'Types', 'Type: Boiler — Read: power, temperature where available — Controlled: 1 relay\nType: Heat pump — Read: power, temperature — Controlled: 2 relays'),
    page('/nl/specs/', 'Specifications', null, 'Values of the controller hardware.'),
    page('/nl/specs/', 'Specifications', 'Environment', 'Parameter: Operating temperature — Value: −20 to +55 °C\nParameter: Humidity — Value: 5 to 95 %'),
    // Pages where the question's other words are common, as in the docs.
    ...['meters', 'chargers', 'batteries', 'inverters'].map((topic) =>
      page(`/nl/${topic}/`, topic, null, `The controller works with ${topic}.`),
    ),
  ]
  it('cites the row named by the question, not a higher-ranked row that mentions its word', async () => {
    const index = await load(rows, [])
    const answer = answerQuestion(index, passagesOf(rows), 'What temperature can the controller run at?')
    expect(answer.shape).toBe('value')
    expect(answer.sources[0]!.url).toBe('/nl/specs/#environment')
    expect(answer.sentences[0]!.text).toBe('Parameter: Operating temperature — Value: −20 to +55 °C')
  })
  it('reads a Chinese question by its words, not by its character pairs', async () => {
    const chinese = { lang: 'ch' }
    const zh = [
      page('/ch/devices/', '控制器控制的设备', null, '控制器读取并控制这些设备，控制器的范围很广。', chinese),
      page('/ch/devices/', '控制器控制的设备', null, '类型: 热水器 — 读取: 功率, 温度 — 控制: 1 个继电器', { ...chinese, url: '/ch/devices/#types' }),
      page('/ch/specs/', '技术规格', null, '控制器硬件的数值。', chinese),
      page('/ch/specs/', '技术规格', null, '参数: 工作温度 — 值: −20 至 +55 °C\n参数: 湿度 — 值: 5 至 95 %', { ...chinese, url: '/ch/specs/#environment' }),
      ...['电表', '充电桩', '电池', '逆变器'].map((topic) => page(`/ch/${topic}/`, topic, null, `控制器支持${topic}。`, chinese)),
    ]
    const index = await load(zh, [], 'ch')
    const answer = answerQuestion(index, passagesOf(zh), '控制器的工作温度范围是多少？')
    expect(answer.sources[0]!.url).toBe('/ch/specs/#environment')
    expect(answer.sentences[0]!.text).toBe('参数: 工作温度 — 值: −20 至 +55 °C')
  })
})

describe('Ask AI cites more pages only when they add something', () => {
  const list = [
    page('/nl/data/', 'Data usage', null, 'Over 4G the controller uses about 40 MB of data per month.'),
    page('/nl/data-high/', 'High data usage', null, 'With the live view open, the controller sends more data over 4G: about 1 MB per hour.'),
    page('/nl/network/', 'Network', null, 'The controller connects by Ethernet or Wi-Fi. It needs a DHCP server.'),
    page('/nl/reset/', 'Reset', 'Reset the controller', `${STEP_MARK} Press the reset button for 10 s.\n${STEP_MARK} Release it when the LED blinks.`),
    page('/nl/reset-help/', 'Reset problems', null, 'If the reset button does nothing, the controller may be busy restarting.'),
    // Other forms of the question's words elsewhere: search matches a word by all of them.
    page('/nl/loads/', 'Loads', null, 'Controllers of other makes; controlled loads; controlling a relay.'),
    page('/nl/meters/', 'Meters', null, 'Meter readings go into datasets and databases.'),
  ]
  const passages = passagesOf(list)
  const pagesOf = (urls: string[]) => urls.map((url) => url.split('#')[0])

  it('adds a page with a sentence that holds at least half of the question (a word counting once, whichever form), and not one that shares a word', async () => {
    const index = await load(list, [])
    const answer = answerQuestion(index, passages, 'Why does the controller use so much data over 4G?')
    expect(answer.shape).toBe('text')
    expect(pagesOf(answer.sources.map((s) => s.url)).sort()).toEqual(['/nl/data-high/', '/nl/data/'])
    // Each cited page gives its own sentence.
    expect(new Set(answer.sentences.map((s) => s.cite))).toEqual(new Set([1, 2]))
  })
  it('answers steps from one page: another page would add no sentence to them', async () => {
    const index = await load(list, [])
    const answer = answerQuestion(index, passages, 'How do I reset the controller?')
    expect(answer.shape).toBe('steps')
    expect(answer.sources.map((s) => s.url)).toEqual(['/nl/reset/#reset-the-controller'])
  })
})

describe('Ask AI answers from the page a question names', () => {
  // The general chargers page uses more of the question's words; the question names the maker's page by its title.
  const list = [
    page('/nl/chargers/', 'EV chargers', null, 'The controller steers a charger with solar surplus: the charger follows the sun, or charges at full power when you choose.'),
    page('/nl/peblar/', 'Peblar', null, 'Peblar chargers are steered over Modbus TCP; switch on solar mode in the controller.'),
    ...['meters', 'batteries', 'inverters', 'heat pumps', 'relays', 'boilers'].map((topic) => page(`/nl/${topic.replace(' ', '-')}/`, topic, null, `The controller works with ${topic}.`)),
    // As many pages as real docs have, so that a maker's name is as rare as there.
    ...Array.from({ length: 150 }, (_, i) => page(`/nl/guide-${i}/`, `Guide ${i}`, null, `Step ${i} of the installation guide.`)),
  ]
  it('prefers the page whose whole title the question names in rare words', async () => {
    const index = await load(list, [])
    const answer = answerQuestion(index, passagesOf(list), 'My Peblar charger does not follow the sun and always charges at full power')
    expect(answer.sources[0]!.url).toBe('/nl/peblar/')
  })
  it("answers a value question from the named page, not from another page's table row that repeats the name", async () => {
    // A page's sections follow each other, as in the index.
    const withTable = list.flatMap((section) => {
      if (section.url === '/nl/chargers/') return [section, page('/nl/chargers/', 'EV chargers', 'Supported chargers', 'Model: Peblar Business — Interface: Modbus TCP — Firmware: 1.6\nModel: Zaptec Go — Interface: OCPP — Firmware: 2.1')]
      if (section.url === '/nl/peblar/') return [section, page('/nl/peblar/', 'Peblar', 'Connection', 'The Peblar answers at unit ID 255 on port 502.')]
      return [section]
    })
    // Unit IDs are common words of device docs (and these pages make a maker as rare as in the real docs).
    withTable.push(...Array.from({ length: 80 }, (_, i) => page(`/nl/meter-${i}/`, `Meter ${i}`, null, `Meter ${i} answers at unit ID ${i}.`)))
    const index = await load(withTable, [])
    const answer = answerQuestion(index, passagesOf(withTable), 'Which unit ID does a Peblar Business use?')
    expect(answer.shape).toBe('value')
    expect(answer.sources[0]!.url).toBe('/nl/peblar/#connection')
    expect(answer.sentences[0]!.text).toBe('The Peblar answers at unit ID 255 on port 502.')
  })
  it("names a page by its title's rare words: a common word in the title (a translated title's device type) need not be asked", async () => {
    const titled = list.flatMap((section) => {
      if (section.url === '/nl/chargers/') return [section, page('/nl/chargers/', 'EV chargers', 'Supported chargers', 'Model: Peblar Business — Interface: Modbus TCP — Firmware: 1.6\nModel: Zaptec Go — Interface: OCPP — Firmware: 2.1')]
      if (section.url === '/nl/peblar/') return [{ ...section, title: 'Peblar laadpaal' }, page('/nl/peblar/', 'Peblar laadpaal', 'Connection', 'The Peblar answers at unit ID 255 on port 502.')]
      return [section]
    })
    // "laadpaal" is a common word of these docs, as a device type is; unit IDs too.
    titled.push(...Array.from({ length: 80 }, (_, i) => page(`/nl/laadpaal-${i}/`, `Laadpaal ${i}`, null, `Laadpaal ${i} answers at unit ID ${i}.`)))
    const index = await load(titled, [])
    const answer = answerQuestion(index, passagesOf(titled), 'Which unit ID does a Peblar Business use?')
    expect(answer.sources[0]!.url).toBe('/nl/peblar/#connection')
    // A title of common words only names no page: the question's own words decide.
    const common = titled.map((section) => (section.pageUrl === '/nl/peblar/' ? { ...section, title: 'Laadpaal' } : section))
    const unnamed = answerQuestion(await load(common, []), passagesOf(common), 'Which unit ID does a laadpaal use?')
    expect(unnamed.sources[0]!.url).not.toBe('/nl/peblar/#connection')
  })
  it('names a page by the word its title shares with its address, the maker, without the models the title lists', async () => {
    const models = list.flatMap((section) => {
      if (section.url === '/nl/chargers/') return [section, page('/nl/chargers/', 'EV chargers', 'Supported chargers', 'Model: Zaptec Go — Unit ID: 1 — Interface: OCPP\nModel: Peblar Business — Unit ID: 255 — Interface: Modbus TCP')]
      if (section.url === '/nl/peblar/') return [page('/nl/zaptec/', 'Zaptec Go and Pro', null, 'Zaptec chargers are steered over OCPP.'), page('/nl/zaptec/', 'Zaptec Go and Pro', 'Connection', 'The Zaptec Go answers at unit ID 12 on port 502.')]
      return [section]
    })
    models.push(...Array.from({ length: 80 }, (_, i) => page(`/nl/meter-${i}/`, `Meter ${i}`, null, `Meter ${i} answers at unit ID ${i}.`)))
    const index = await load(models, [])
    // "Pro" is as rare a word of the title as "Zaptec", and the question does not say it.
    const answer = answerQuestion(index, passagesOf(models), 'Which unit ID does a Zaptec Go use?')
    expect(answer.sources[0]!.url).toBe('/nl/zaptec/#connection')
  })
  it("cites the named page too when the answer is another page's (a troubleshooting row for the named charger)", async () => {
    const withTroubleshooting = [
      ...list.filter((section) => section.url !== '/nl/peblar/'),
      page('/nl/zaptec/', 'Zaptec Go and Pro', null, 'Zaptec chargers are steered over OCPP.'),
      page('/nl/troubleshooting/', 'Control problems', 'EV charger', 'Symptom: The charger does not start charging when the car is plugged in — Cause: The charger waits for a start command — Check: Set the charger to start on command.'),
    ]
    const index = await load(withTroubleshooting, [])
    const answer = answerQuestion(index, passagesOf(withTroubleshooting), 'Our Zaptec does not start charging when the car is plugged in, why?')
    expect(answer.sources.map((s) => s.url.split('#')[0])).toEqual(['/nl/troubleshooting/', '/nl/zaptec/'])
    const unnamed = answerQuestion(index, passagesOf(withTroubleshooting), 'The charger does not start charging when the car is plugged in, why?')
    expect(unnamed.sources.map((s) => s.url.split('#')[0])).not.toContain('/nl/zaptec/')
  })
})

describe('numbered lists in section texts', () => {
  it('marks each step, so Ask can answer with the steps', () => {
    const html = '<article data-doc="x"><h1>T</h1><div class="prose"><p>Intro.</p><ol><li><p>One.</p><p>Detail.</p></li><li>Two.</li></ol><ul><li>Bullet.</li></ul></div></article>'
    const [intro] = extractSections(html, '/x/', 'en')!
    expect(intro!.text.split('\n')).toEqual(['Intro.', `${STEP_MARK} One.`, 'Detail.', `${STEP_MARK} Two.`, 'Bullet.'])
    expect(tokenize(intro!.text)).not.toContain(STEP_MARK)
  })
})

describe('the pages a section links to', () => {
  it('are kept per section: links within the site, without the base path and anchor, not the page itself nor other sites', () => {
    const html =
      '<article data-doc="x"><h1>T</h1><div class="prose"><p>See <a href="/docs/nl/transfer/#steps">Transfer</a> and <a href="https://example.com/">elsewhere</a>.</p>' +
      '<h2 id="more">More</h2><p><a href="/docs/nl/x/#more">here</a>, <a href="/docs/nl/reset/?a=1">Reset</a>, <a href="/docs/nl/reset/">again</a>.</p><h2 id="none">None</h2><p>No link.</p></div></article>'
    const [intro, more, none] = extractSections(html, '/nl/x/', 'nl', '/docs')!
    expect(intro!.links).toEqual(['/nl/transfer/'])
    expect(more!.links).toEqual(['/nl/reset/'])
    expect(none!.links).toBeUndefined()
  })
  it('become page numbers in the passages, for the pages of the index only', async () => {
    const list = [
      page('/nl/faq/', 'FAQ', null, 'See Reset.', { links: ['/nl/reset/', '/nl/unlisted/'] }),
      page('/nl/reset/', 'Reset', null, 'Press the button.'),
    ]
    const { passages } = await buildSearchIndex('nl', list)
    expect(passages.texts).toEqual(['See Reset.', 'Press the button.'])
    expect(passages.links).toEqual({ 0: [1] })
  })
})

describe('Ask AI cites the page its answer sends the reader to', () => {
  const filler = Array.from({ length: 40 }, (_, i) => page(`/en/filler-${i}/`, `Filler ${i}`, null, `Unrelated text number ${i}.`))
  const faq = page('/en/faq/', 'Web portal FAQ', 'The house has been sold. What should the seller do?', 'Transfer ownership to the buyer; do not delete the installation. The buyer sees data from the transfer date. The seller follows Handing over an installation.', {
    links: ['/en/transfer/', '/en/delete/'],
  })
  const transfer = page('/en/transfer/', 'Handing over an installation', null, 'When a house is sold, the buyer accepts the invitation and the installation moves to their account.')
  const unrelated = page('/en/delete/', 'Deleting', null, 'Removing the controller from the portal.')
  const list = [...filler, faq, transfer, unrelated]

  /** The index and Ask AI's passages as the build writes them. */
  async function built(sections: Section[]) {
    const { index, shards, anchors, passages } = await buildSearchIndex('en', sections)
    return { index: loadSearchIndex(index, shards, anchors), passages }
  }
  const question = 'We sold the house: what should the seller do for the buyer?'

  it('when search found that page for the question too; the sentence naming it cites it', async () => {
    const { index, passages } = await built(list)
    const answer = answerQuestion(index, passages, question)
    expect(answer.sources.map((s) => s.url.split('#')[0])).toEqual(['/en/faq/', '/en/transfer/'])
    const naming = answer.sentences.find((s) => s.text.includes('Handing over an installation'))
    expect(naming?.cite).toBe(2)
    expect(answer.sentences.filter((s) => s.cite === 1).length).toBeGreaterThan(0)
  })
  it('not without the link', async () => {
    const { index, passages } = await built(list.map((s) => ({ ...s, links: undefined })))
    expect(answerQuestion(index, passages, question).sources.map((s) => s.url.split('#')[0])).toEqual(['/en/faq/'])
  })
})

describe('a glossary word that is a stop word of the language', () => {
  const list = [
    page('/en/can-bus/', 'CAN bus', null, 'Some batteries talk CAN bus to their inverter.'),
    page('/en/export/', 'Stop export at night', null, 'Stop the battery from feeding the grid at night.'),
  ]
  const glossary: GlossaryConcept[] = [{ words: ['CAN bus', 'CAN', 'CANbus'], pageUrl: '/en/can-bus/' }]
  it('is the reader\'s filler, not the term: "can I" does not name the CAN bus, "CAN bus" does', async () => {
    const index = await load(list, glossary, 'en')
    const concepts = (query: string) => (searchSections(index, query, { units: true }).units ?? []).filter((unit) => unit.concept)
    expect(concepts('can I stop the battery at night')).toEqual([])
    expect(searchSections(index, 'can I stop the battery at night').hits[0]?.url).toBe('/en/export/')
    expect(concepts('CAN bus battery')).toHaveLength(1)
    expect(searchSections(index, 'CAN bus battery').hits[0]?.url).toBe('/en/can-bus/')
  })
})
