/**
 * Finding a fault card or an LED state from what an installer types: a code as the device shows
 * it or as people write it (`E-104`, `e104`, `104`, `SMA 3501`, `Fronius 306`, `state 306`), or an
 * LED as they describe it (`network led blinking orange`). Pure and data-driven, so the lookup
 * page, the search modal and the CLI find the same cards. No rule names a code or a word of the
 * data: brands, LED names, colours and patterns come from the data and the locale's messages.
 */
import { editDistance } from '../search/edit-distance'

export interface CodeQuery {
  digits: string
  /** Letters written before the digits (`e` of `E-104`), lowercase. */
  prefix?: string
  /** A source named in the query (a brand, or the controller's name). */
  source?: string
}

/** What a card needs for matching: its source and its code as the device shows it. */
export interface CodedCard {
  source: string
  code: string
}

/** Text as the lookup compares it: compatibility forms unified (full-width digits), lower case. */
export const fold = (text: string) => text.normalize('NFKC').toLowerCase()
const tokensOf = (text: string) => fold(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '')

/** `E-104` → { prefix: 'e', digits: '104' }. */
export function codeParts(code: string): { prefix: string; digits: string } {
  const match = /^([a-z]*)-?(\d+)$/i.exec(code.trim())
  return match ? { prefix: match[1]!.toLowerCase(), digits: withoutLeadingZeros(match[2]!) } : { prefix: '', digits: '' }
}

/** A source of codes: its id (`controller`, a brand) and the name readers call it by. */
export interface CodeSource {
  id: string
  name: string
  /** Named in passing by many queries ("the controller shows…"): a maker named too wins. */
  generic?: boolean
  /** Other names readers use: the maker's name in another script, its product families ("VE.Bus"). */
  aliases?: string[]
}

/** Spaces where a script without spaces meets letters or digits ("错误码E-204" → "错误码 E-204"). */
function spaceScripts(text: string): string {
  return text.replace(/(\p{Script=Han})(?=[\p{Script=Latin}\p{N}])|([\p{Script=Latin}\p{N}])(?=\p{Script=Han})/gu, '$1$2 ')
}

interface CodeCandidate {
  prefix?: string
  digits: string
}

/**
 * The codes a query may hold: digits, with letters joined to them (`e104`, `E-104`, `E_104`,
 * `E.104`) or a single letter just before (`E 104`); a word glued to digits ("Fehlercode202")
 * gives the digits alone.
 */
function codeCandidates(tokens: string[]): CodeCandidate[] {
  const found: CodeCandidate[] = []
  tokens.forEach((token, i) => {
    const joined = /^(\p{L}+)(\d{1,6})$/u.exec(token)
    if (joined) {
      // Letters may be the code's own (E104) or a word ("Err33", "Fehlercode202"): both are tried.
      const digits = withoutLeadingZeros(joined[2]!)
      if (/^[a-z]{1,3}$/.test(joined[1]!)) found.push({ prefix: joined[1]!, digits })
      found.push({ digits })
    } else if (/^\d{1,6}$/.test(token)) {
      const before = tokens[i - 1]
      found.push({ ...(before && /^[a-z]{1,2}$/.test(before) ? { prefix: before } : {}), digits: withoutLeadingZeros(token) })
    }
  })
  return found
}

/**
 * Whether the query names a source: a word as its name's first word (a letter off allowed for
 * long names: "huawai"), or one of its other names, all its words in the query ("VE.Bus" as
 * "ve bus") or, written in a script without spaces, inside the query's text.
 */
function namesSource(tokens: string[], text: string, source: CodeSource): boolean {
  const names = [source.name, source.id].map((n) => tokensOf(n)[0]).filter((n): n is string => n !== undefined)
  if (tokens.some((t) => names.some((n) => t === n || (n.length >= 5 && editDistance(t, n, 1) <= 1)))) return true
  return (source.aliases ?? []).some((alias) => {
    if (/\p{Script=Han}/u.test(alias)) return text.includes(fold(alias))
    const words = tokensOf(alias)
    return words.length > 0 && words.every((word) => tokens.includes(word))
  })
}

/**
 * The code in a query, and the source it names if any. A query may hold other numbers (a time,
 * a count): with several, the one written like a code wins (letters joined to it), then the
 * longest; `known` (the codes that exist) breaks the tie when given. Other words are ignored.
 */
export function parseCodeQuery(query: string, sources: readonly CodeSource[], known?: (code: CodeQuery) => boolean): CodeQuery | undefined {
  const raw = spaceScripts(fold(query)).replace(/(\p{L})\s*[-–‐_.]\s*(\d)/gu, '$1$2')
  const tokens = raw.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)
  const named = sources.filter((s) => namesSource(tokens, raw, s))
  const source = named.find((s) => !s.generic) ?? named[0]
  const candidates = codeCandidates(tokens).map((c) => ({ ...c, ...(source ? { source: source.id } : {}) }))
  if (candidates.length === 0) return undefined
  const ranked = [...candidates].sort((a, b) => Number(b.prefix !== undefined) - Number(a.prefix !== undefined) || b.digits.length - a.digits.length)
  return (known && ranked.find(known)) ?? ranked[0]
}

/** Cards with the query's code: same digits, same letters if the query wrote some, same source if it named one. */
export function matchCode<T extends CodedCard>(cards: readonly T[], query: CodeQuery): T[] {
  return cards.filter((card) => {
    const { prefix, digits } = codeParts(card.code)
    if (digits !== query.digits) return false
    if (query.prefix !== undefined && query.prefix !== prefix) return false
    return query.source === undefined || card.source === query.source
  })
}

/** The words that name one LED state, in the reader's language and in English. */
export interface LedStateWords {
  /** `power/red/solid` */
  id: string
  led: readonly string[]
  colour: readonly string[]
  pattern: readonly string[]
}

/** Whether a word the reader typed is one of the state's words: whole, or sharing its first five letters (blinking / blinks). */
function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true
  const stem = Math.min(5, known.length, typed.length)
  return stem >= 4 && typed.slice(0, stem) === known.slice(0, stem)
}

/** How many of the words (or phrases) the query says: whole, or sharing their first letters; in scripts without spaces, anywhere. */
function mentions(query: string, tokens: readonly string[], words: readonly string[]): number {
  return words.filter((phrase) => {
    const folded = fold(phrase)
    if (/[\p{Script=Han}]/u.test(folded)) return query.includes(folded)
    const parts = tokensOf(folded)
    return parts.length > 0 && parts.every((part) => tokens.some((t) => sameWord(t, part)))
  }).length
}

/**
 * LED states a description names: the LED and at least its colour or its pattern ("network red",
 * "cloud blinking"); the states that fit it best (LED, colour and the most of the pattern's words).
 */
export function matchLedStates(query: string, states: readonly LedStateWords[]): string[] {
  const folded = fold(query)
  const tokens = tokensOf(query)
  return states
    .map((state) => {
      if (mentions(folded, tokens, state.led) === 0) return { id: state.id, score: 0 }
      // The colour counts most; among patterns, the one the query says more of ("blinking fast") wins.
      const score = (mentions(folded, tokens, state.colour) > 0 ? 10 : 0) + Math.min(mentions(folded, tokens, state.pattern), 3)
      return { id: state.id, score }
    })
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .filter((m, _, all) => m.score === all[0]!.score)
    .map((m) => m.id)
}

/** A card as the lookup reads it: its code, its LED state and its words. */
export interface LookupCard extends CodedCard {
  led?: string
  title: string
  does: string
  causes: readonly string[]
}

export interface LookupResult<C> {
  /** What the query was read as: a code, an LED description, words of the cards, or nothing. */
  kind: 'code' | 'led' | 'words' | 'none'
  cards: C[]
  /** LED states the query describes (`network/amber/blink-slow`). */
  ledStates: string[]
}

/**
 * Everything a query finds: the cards of its code; or the LED states it describes with the codes
 * that show them; or else the cards whose title, effect and causes hold all its words (each word
 * as the start of one of theirs, so "dhcp" or "modbus timeout" find their cards).
 */
export function lookUp<C extends LookupCard>(query: string, cards: readonly C[], leds: readonly LedStateWords[], sources: readonly CodeSource[]): LookupResult<C> {
  if (!query.trim()) return { kind: 'none', cards: [], ledStates: [] }
  const code = parseCodeQuery(query, sources, (candidate) => matchCode(cards, candidate).length > 0)
  const ledStates = matchLedStates(query, leds)
  // A bare number in an LED description is a duration or a count ("orange for 10 minutes"), not a code.
  const codeWritten = code !== undefined && (code.prefix !== undefined || code.source !== undefined || ledStates.length === 0)
  if (code && codeWritten) return { kind: 'code', cards: matchCode(cards, code), ledStates: [] }
  if (ledStates.length > 0) return { kind: 'led', cards: cards.filter((c) => c.led !== undefined && ledStates.includes(c.led)), ledStates }
  const words = tokensOf(query).filter((w) => w.length >= 3 || /\p{Script=Han}/u.test(w))
  if (words.length === 0) return { kind: 'none', cards: [], ledStates: [] }
  const found = cards.filter((card) => {
    const own = tokensOf([card.title, card.does, ...card.causes].join(' '))
    const text = fold([card.title, card.does, ...card.causes].join(' '))
    return words.every((w) => (/\p{Script=Han}/u.test(w) ? text.includes(w) : own.some((o) => o.startsWith(w))))
  })
  return { kind: found.length > 0 ? 'words' : 'none', cards: found, ledStates: [] }
}
