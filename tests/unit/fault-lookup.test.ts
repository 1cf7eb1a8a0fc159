import { describe, expect, it } from 'vitest'
import { lookUp, matchLedStates, parseCodeQuery, type LedStateWords, type LookupCard } from '@/lib/faults/lookup'
import { parseFaultFiles } from '@/lib/data/faults'
import { faultSearchHits } from '@/lib/faults/search-hits'
import { mayBeFaultQuery } from '@/lib/faults/search-setup'

const sources = [
  { id: 'controller', name: 'Edge One', generic: true },
  { id: 'Fronius', name: 'Fronius' },
  { id: 'SMA', name: 'SMA' },
  { id: 'Victron Energy', name: 'Victron Energy' },
]
const card = (source: string, code: string, extra: Partial<LookupCard> = {}): LookupCard & { id: string } => ({
  id: `${source}:${code}`,
  source,
  code,
  title: `Title of ${code}`,
  does: 'Does something.',
  causes: ['A cause.'],
  ...extra,
})
const cards = [
  card('controller', 'E-104', { title: 'No IP address from DHCP', led: 'network/red/solid' }),
  card('controller', 'E-306', { title: 'Cloud not reachable', causes: ['Outgoing port 8883 blocked by a firewall.'], led: 'cloud/red/blink-slow' }),
  card('Fronius', '306', { title: 'PV power too low' }),
  card('SMA', '3501', { title: 'Insulation failure' }),
  card('Victron Energy', '38', { title: 'Battery voltage too high' }),
]
const leds: LedStateWords[] = [
  { id: 'network/red/solid', led: ['Network', 'network'], colour: ['Red', 'red'], pattern: ['On', 'on', 'solid', 'steady'] },
  { id: 'network/amber/blink-slow', led: ['Network', 'network'], colour: ['Amber', 'amber', 'orange'], pattern: ['Blinking slowly', 'Blinking', 'blinking', 'slow'] },
  { id: 'network/green/blink-fast', led: ['Network', 'network'], colour: ['Green', 'green'], pattern: ['Blinking fast', 'Blinking', 'blinking', 'fast'] },
  { id: 'cloud/red/blink-slow', led: ['Cloud', 'cloud'], colour: ['Red', 'red', 'Rot'], pattern: ['Blinking slowly', 'Blinkt langsam', 'Blinkt', 'blinking'] },
  { id: 'power/amber/solid', led: ['Power', 'power', '电源'], colour: ['琥珀色', 'amber'], pattern: ['常亮', 'on'] },
]
const ids = (found: { id: string }[]) => found.map((c) => c.id)

describe('codes as people type them', () => {
  it('reads the code forms of the issue', () => {
    expect(parseCodeQuery('E-104', sources)).toEqual({ prefix: 'e', digits: '104' })
    expect(parseCodeQuery('e104', sources)).toEqual({ prefix: 'e', digits: '104' })
    expect(parseCodeQuery('E 104', sources)).toEqual({ prefix: 'e', digits: '104' })
    expect(parseCodeQuery('104', sources)).toEqual({ digits: '104' })
    expect(parseCodeQuery('SMA 3501', sources)).toEqual({ digits: '3501', source: 'SMA' })
    expect(parseCodeQuery('Fronius 306', sources)).toEqual({ digits: '306', source: 'Fronius' })
    expect(parseCodeQuery('state 306', sources)).toEqual({ digits: '306' })
    expect(parseCodeQuery('victron error 38', sources)).toEqual({ digits: '38', source: 'Victron Energy' })
    expect(parseCodeQuery('Edge One E-104', sources)).toEqual({ prefix: 'e', digits: '104', source: 'controller' })
    // Other numbers in the sentence: the one written like a code, else the longest, else one that exists.
    expect(parseCodeQuery('inverter shows 2032 since 3 days', sources)).toEqual({ digits: '2032' })
    expect(parseCodeQuery('controller shows E401 on port 2', sources)).toEqual({ prefix: 'e', digits: '401', source: 'controller' })
    expect(parseCodeQuery('the controller says SMA 3501', sources)).toEqual({ digits: '3501', source: 'SMA' })
    expect(parseCodeQuery('fault 7 since 14', sources, (c) => c.digits === '7')).toEqual({ digits: '7' })
    // Glued to a word, other separators, another script, a brand a letter off.
    expect(parseCodeQuery('Fehlercode202', sources)).toEqual({ digits: '202' })
    expect(parseCodeQuery('E_402', sources)).toEqual({ prefix: 'e', digits: '402' })
    expect(parseCodeQuery('错误码E-204', sources)).toEqual({ prefix: 'e', digits: '204' })
    expect(ids(lookUp('victrom Err38', cards, leds, sources).cards)).toEqual(['Victron Energy:38'])
    expect(parseCodeQuery('huawai alarm 2032', [...sources, { id: 'Huawei', name: 'Huawei' }])).toEqual({ digits: '2032', source: 'Huawei' })
    expect(parseCodeQuery('network led', sources)).toBeUndefined()
  })

  it("knows a maker by its other names: in another script inside the text, a product family by all its words", () => {
    const withAliases = [...sources, { id: 'Growatt', name: 'Growatt', aliases: ['古瑞瓦特'] }, { id: 'Sungrow', name: 'Sungrow', aliases: ['阳光电源', 'Sunny Plus'] }]
    expect(parseCodeQuery('古瑞瓦特逆变器报203绝缘故障', withAliases)).toEqual({ digits: '203', source: 'Growatt' })
    expect(parseCodeQuery('阳光电源 报错 8', withAliases)).toEqual({ digits: '8', source: 'Sungrow' })
    expect(parseCodeQuery('Sunny Plus error 8', withAliases)).toEqual({ digits: '8', source: 'Sungrow' })
    // One word of a product family is not its name.
    expect(parseCodeQuery('sunny day error 8', withAliases)).toEqual({ digits: '8' })
  })

  it('finds the cards of a code: letters and source narrow it, a bare number finds every source', () => {
    expect(ids(lookUp('E-104', cards, leds, sources).cards)).toEqual(['controller:E-104'])
    expect(ids(lookUp('e104', cards, leds, sources).cards)).toEqual(['controller:E-104'])
    expect(ids(lookUp('306', cards, leds, sources).cards)).toEqual(['controller:E-306', 'Fronius:306'])
    expect(ids(lookUp('state 306', cards, leds, sources).cards)).toEqual(['controller:E-306', 'Fronius:306'])
    expect(ids(lookUp('Fronius 306', cards, leds, sources).cards)).toEqual(['Fronius:306'])
    expect(ids(lookUp('SMA 101', cards, leds, sources).cards)).toEqual([])
    expect(lookUp('E-999', cards, leds, sources)).toMatchObject({ kind: 'code', cards: [] })
  })
})

describe('LED descriptions', () => {
  it('needs the LED and its colour or pattern, and prefers the state with both', () => {
    expect(matchLedStates('network led blinking orange', leds)).toEqual(['network/amber/blink-slow'])
    expect(matchLedStates('network led blinking', leds)).toEqual(['network/amber/blink-slow', 'network/green/blink-fast'])
    expect(matchLedStates('Cloud-LED blinkt rot', leds)).toEqual(['cloud/red/blink-slow'])
    expect(matchLedStates('电源灯琥珀色常亮', leds)).toEqual(['power/amber/solid'])
    expect(matchLedStates('orange blinking', leds)).toEqual([])
  })

  it('gives the codes that go with the LED state', () => {
    expect(lookUp('cloud light flashing red', cards, leds, sources)).toMatchObject({ kind: 'led', ledStates: ['cloud/red/blink-slow'] })
    expect(ids(lookUp('cloud light blinking red', cards, leds, sources).cards)).toEqual(['controller:E-306'])
  })
})

it('finds cards by their words when the query is neither', () => {
  expect(ids(lookUp('dhcp', cards, leds, sources).cards)).toEqual(['controller:E-104'])
  expect(ids(lookUp('port firewall', cards, leds, sources).cards)).toEqual(['controller:E-306'])
  expect(lookUp('   ', cards, leds, sources).kind).toBe('none')
  expect(lookUp('zzz qqq', cards, leds, sources).kind).toBe('none')
})

describe('search results for codes and LEDs', () => {
  const data = {
    cards: cards.map((c) => ({ ...c, causes: [...c.causes], sourceName: c.source === 'controller' ? 'Edge One' : c.source, severity: 'error' as const, checks: ['Check.'], english: false, url: '/x/', pageTitle: 'X' })),
    leds: leds.map((words) => ({ id: words.id, name: words.led[0]!, colour: words.colour[0]!, swatch: '#000', pattern: words.pattern[0]!, meaning: 'Meaning', action: 'Action', words })),
    sources,
    lookupUrl: '/de/troubleshooting/codes/',
    lookupTitle: 'Fehlercodes',
  }

  it('lists a code query\'s cards under the lookup page, linked to the lookup with the code', () => {
    const hits = faultSearchHits('E-104', data, 'de')
    expect(hits.map((h) => [h.url, h.title, h.heading])).toEqual([['/de/troubleshooting/codes/?code=E-104', 'Fehlercodes', 'E-104 · No IP address from DHCP']])
    expect(faultSearchHits('Fronius 306', data, 'de').map((h) => h.url)).toEqual(['/de/troubleshooting/codes/?code=Fronius%20306'])
  })

  it('lists LED states, and leaves queries of plain words to the docs', () => {
    expect(faultSearchHits('cloud blinking red', data, 'de')[0]!.heading).toBe('Cloud: Red, Blinking slowly · Meaning')
    expect(faultSearchHits('dhcp', data, 'de')).toEqual([])
  })
})

describe('when search loads the lookup file', () => {
  const setup = { dataUrl: '/fault-codes.json', ledNames: ['Network', 'Cloud', '网络'], ledLooks: ['red', 'blinking', 'on', 'Rot', '红色'] }
  it('for a code, or an LED named with a colour or pattern; not for everyday words', () => {
    expect(mayBeFaultQuery('E-204', setup)).toBe(true)
    expect(mayBeFaultQuery('network led blinking', setup)).toBe(true)
    expect(mayBeFaultQuery('Cloud-LED rot', setup)).toBe(true)
    expect(mayBeFaultQuery('网络灯红色', setup)).toBe(true)
    expect(mayBeFaultQuery('network connection settings', setup)).toBe(false)
    expect(mayBeFaultQuery('how do I connect to the cloud', setup)).toBe(false)
  })
})

it('reads a number in an LED description as a duration, and Hindi words with their vowel signs', () => {
  expect(lookUp('cloud blinking red for 10 minutes', cards, leds, sources)).toMatchObject({ kind: 'led', ledStates: ['cloud/red/blink-slow'] })
  const hindi: LedStateWords[] = [
    { id: 'power/green/solid', led: ['पावर'], colour: ['हरी'], pattern: ['जल रही'] },
    { id: 'power/red/solid', led: ['पावर'], colour: ['लाल'], pattern: ['जल रही'] },
  ]
  expect(matchLedStates('पावर लाइट हरी लगातार जल रही है', hindi)).toEqual(['power/green/solid'])
})

describe('fault files', () => {
  const checks = { brands: new Set(['Growatt', 'Sungrow']), isPublished: () => true, anchors: () => new Set<string>(), ledStates: new Set<string>() }
  const file = (source: string, aliases: string[]) => ({
    file: `content/data/faults/${source.toLowerCase()}.yaml`,
    text: `source: ${source}\naliases: [${aliases.map((a) => `"${a}"`).join(', ')}]\ncodes:\n  - code: "1"\n    severity: error\n    title: T\n    does: D\n    causes: [C]\n    checks: [K]\n    doc: x\n`,
  })
  it("refuses a name that stands for two makers, naming the file and the field", () => {
    const { problems } = parseFaultFiles([file('Growatt', ['古瑞瓦特', 'Shine']), file('Sungrow', ['shine'])], checks)
    expect(problems).toEqual([{ file: 'content/data/faults/sungrow.yaml', field: 'aliases.0', message: '"shine" already names Growatt; a name may stand for one maker only' }])
  })
})
