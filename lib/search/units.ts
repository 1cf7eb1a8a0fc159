import { normalizeWord } from './tokenize'

/**
 * Units as readers write them: the symbol or the word, in any of the twelve languages
 * ("megabytes", "Megabyte", "مگابایت" are rare, so: the Latin-script words). A query word that
 * names a unit also searches its other spellings, so "how many megabytes" finds "40 MB".
 */
const UNIT_WORDS: Record<string, string[]> = {
  kb: ['kilobyte', 'kilobytes', 'kbyte'],
  mb: ['megabyte', 'megabytes', 'mbyte', 'mega', 'megas'],
  gb: ['gigabyte', 'gigabytes', 'gbyte', 'giga', 'gigas'],
  w: ['watt', 'watts'],
  kw: ['kilowatt', 'kilowatts', 'kilowatt', 'kilowatti', 'kilowatow', 'kilowaty'],
  kwh: ['kilowattstunde', 'kilowattstunden', 'kilowattuur', 'kilowattheure', 'kilowattheures', 'kilowattora', 'kilowattimmar', 'kilowattimme'],
  v: ['volt', 'volts', 'volti', 'voltios', 'woltow', 'wolt'],
  a: ['amp', 'amps', 'ampere', 'amperes', 'amperios', 'amper', 'amperow'],
  hz: ['hertz'],
  ms: ['millisecond', 'milliseconds', 'millisekunden', 'milliseconden', 'millisecondes', 'millisecondi', 'milisegundos'],
  s: ['second', 'seconds', 'sekunden', 'seconden', 'secondes', 'secondi', 'segundos', 'sekunder', 'sekund'],
  min: ['minute', 'minutes', 'minuten', 'minuti', 'minutos', 'minuter', 'minut'],
  h: ['hour', 'hours', 'stunde', 'stunden', 'uur', 'heure', 'heures', 'ora', 'ore', 'horas', 'timmar', 'godzin'],
  mm: ['millimetre', 'millimetres', 'millimeter', 'millimeters', 'millimetri', 'milimetros'],
  m: ['metre', 'metres', 'meter', 'meters', 'metri', 'metros'],
  c: ['celsius', 'degrees', 'grad', 'graden', 'degres', 'gradi', 'grados', 'grader', 'stopni'],
  ohm: ['ohms', 'omega'],
}

let byWord: Map<string, string[]> | undefined

/** The other spellings of a unit a query word names (none for any other word). */
export function unitVariants(term: string): string[] {
  if (!byWord) {
    byWord = new Map()
    for (const [symbol, words] of Object.entries(UNIT_WORDS)) {
      // One-letter symbols ("a", "s", "m") are also words: searching them would match everything.
      const all = [...(symbol.length > 1 ? [symbol] : []), ...words.map(normalizeWord)]
      for (const word of all) byWord.set(word, [...new Set(all.filter((w) => w !== word))])
    }
  }
  return byWord.get(term) ?? []
}

/**
 * Units of one quantity at another scale: a reader asks in GB what the docs give in MB ("a few
 * GB a month" is answered by "40 MB a month"), in kWh what they give in MWh. Not the watt: "w"
 * is a letter of many other words.
 */
const SCALES: string[][] = [
  ['kb', 'mb', 'gb', 'tb'],
  ['kw', 'mw'],
  ['wh', 'kwh', 'mwh'],
]

/** The symbols (and their spellings) of the same quantity at the other scales, for a query word that names a unit. */
export function unitScales(term: string): string[] {
  const symbol = [term, ...unitVariants(term)].find((word) => SCALES.some((scale) => scale.includes(word)))
  const scale = symbol === undefined ? undefined : SCALES.find((s) => s.includes(symbol))
  if (!scale) return []
  return scale.filter((other) => other !== symbol).flatMap((other) => [other, ...unitVariants(other)])
}
