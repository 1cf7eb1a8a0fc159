/**
 * Turns text into search terms, the same way at build time, in the browser worker and in the
 * CLI. One tokenizer serves every locale because pages mix scripts (Chinese pages say "Modbus
 * TCP"); each run of text is handled by its script:
 * - Latin: lower case, accents folded (é → e, ß → ss, ł → l);
 * - Han: words from Intl.Segmenter plus character bigrams, so sub-word queries match;
 * - Arabic: harakat and tatweel stripped, alef/yeh/teh-marbuta/hamza forms folded, the
 *   article "ال" (and its prefixed forms) removed from longer words;
 * - Devanagari: combining marks kept (they are part of the word), nukta dropped, chandrabindu
 *   written as anusvara.
 */

const LATIN_FOLDS: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }

const HAN = /\p{Script=Han}/u
const ARABIC = /\p{Script=Arabic}/u
const DEVANAGARI = /\p{Script=Devanagari}/u

// Harakat, tanwin, shadda, sukun, dagger alef, Quranic marks and tatweel.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g
const ARABIC_FOLDS: Record<string, string> = { 'آ': 'ا', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي' }
// The indefinite accusative written out ("متأخرًا" late, "دائمًا" always): an adverb, the word of its adjective.
const ARABIC_ACCUSATIVE = /(?<=.{3})(?:\u064b\u0627|\u0627\u064b)$/
const ARABIC_ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)(?=.{3,})/

/** Splits on anything that is not a letter, a combining mark or a digit. */
const WORD_SPLIT = /[^\p{L}\p{M}\p{N}]+/u

/** Splits a word where the script changes between Han and the rest ("P1接口" → "P1", "接口"). */
const SCRIPT_RUNS = /\p{Script=Han}+|[^\p{Script=Han}]+/gu

function foldLatin(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßłøæœđðþı]/g, (c) => LATIN_FOLDS[c] ?? c)
}

function foldArabic(word: string): string {
  const folded = word.replace(ARABIC_ACCUSATIVE, '').replace(ARABIC_MARKS, '').replace(/[آأإٱىةؤئ]/g, (c) => ARABIC_FOLDS[c] ?? c)
  return folded.replace(ARABIC_ARTICLE, '')
}

function foldDevanagari(word: string): string {
  return word.normalize('NFC').replace(/\u093c/g, '').replace(/\u0901/g, '\u0902')
}

let segmenter: Intl.Segmenter | null | undefined
function hanSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh-Hans', { granularity: 'word' }) : null
  }
  return segmenter
}

/** Character pairs of a Han text. */
export function pairsOf(chars: string[]): string[] {
  const pairs: string[] = []
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i]! + chars[i + 1]!)
  return pairs
}

/**
 * Words of a Han run (when the runtime can segment) and its character pairs: all of them
 * (`pairs: 'all'`), only those inside a word (`'words'`: a pair across two words, "器的" in
 * "控制器的", is noise in a query), or none.
 */
function hanTerms(run: string, pairs: HanPairs): string[] {
  const chars = [...run]
  if (chars.length === 1) return chars
  const seg = hanSegmenter()
  if (!seg) return pairsOf(chars)
  const segments = [...seg.segment(run)]
  const words = segments.filter((s) => s.isWordLike && [...s.segment].length > 1).map((s) => s.segment)
  if (pairs === 'none') return words
  if (pairs === 'all') return [...words, ...pairsOf(chars)]
  // The pairs inside a word, and those of characters the segmenter left on their own ("削|峰");
  // not a pair that joins a word to its neighbour ("控制器|的" → "器的").
  const segmentOf: { segment: number; alone: boolean }[] = []
  segments.forEach((s, n) => {
    const alone = [...s.segment].length === 1
    for (const _ of s.segment) segmentOf.push({ segment: n, alone })
  })
  const inside = pairsOf(chars).filter((_, i) => {
    const [a, b] = [segmentOf[i]!, segmentOf[i + 1]!]
    return a.segment === b.segment || (a.alone && b.alone)
  })
  return [...words, ...inside.filter((pair) => !words.includes(pair))]
}

type HanPairs = 'all' | 'words' | 'none'

/** Normalises one word of a non-Han run. */
export function normalizeWord(raw: string): string {
  const word = raw.toLowerCase()
  if (ARABIC.test(word)) return foldArabic(word.normalize('NFC'))
  if (DEVANAGARI.test(word)) return foldDevanagari(word)
  return foldLatin(word)
}

/**
 * The runs of a text that search reads, in order: words split on anything that is not a letter,
 * a combining mark or a digit, and split again where the script changes between Han and the rest.
 */
export function scriptRuns(text: string): string[] {
  return text
    .normalize('NFC')
    .split(WORD_SPLIT)
    .flatMap((chunk) => (chunk ? (chunk.match(SCRIPT_RUNS) ?? []) : []))
}

/** Unit symbols that follow a number without a space ("500MB", "230V", "11kW"): split off, so "500 MB" and "500MB" are the same terms. */
const UNIT_SYMBOLS = new Set(['kb', 'mb', 'gb', 'tb', 'w', 'kw', 'mw', 'wh', 'kwh', 'mwh', 'v', 'kv', 'a', 'ma', 'va', 'kva', 'var', 'kvar', 'hz', 'khz', 'mhz', 'ghz', 'ms', 's', 'min', 'h', 'mm', 'mm2', 'cm', 'm', 'km', 'c', 'ohm', 'bps', 'kbps', 'mbps'])
const NUMBER_UNIT = /^(\d+)([a-z]+\d?)$/

/**
 * Search terms of a text, in order (duplicates kept; callers dedupe when they need to).
 * Chinese runs give their words and character pairs (`hanPairs`, see hanTerms): only the pairs
 * inside words for the index and a query (so part of a word is found); all pairs where Ask AI
 * compares a passage's sentences with a question; none for long texts that only back up a page's
 * title and keywords.
 */
export function tokenize(text: string, { hanPairs = 'all' }: { hanPairs?: HanPairs } = {}): string[] {
  const terms: string[] = []
  for (const run of scriptRuns(text)) {
    if (HAN.test(run)) {
      terms.push(...hanTerms(run, hanPairs))
      continue
    }
    const word = normalizeWord(run)
    const unit = NUMBER_UNIT.exec(word)
    if (unit && UNIT_SYMBOLS.has(unit[2]!)) terms.push(unit[1]!, unit[2]!)
    else if (word) terms.push(word)
  }
  return terms
}

/** Whether a term is made of Han characters (no prefix or typo handling for those). */
export function isHanTerm(term: string): boolean {
  return HAN.test(term)
}

/** Whether a term is a plain word of the letters a-z. */
export function isLatinWord(term: string): boolean {
  const first = term.charCodeAt(0)
  return first >= 97 && first <= 122 && /^[a-z]+$/.test(term)
}

const ARABIC_WORD = /^\p{Script=Arabic}+$/u
const DEVANAGARI_WORD = /^[\p{Script=Devanagari}\p{M}]+$/u

/** Whether a term is a word with a light stem: plain Latin, Arabic or Devanagari letters. */
export function hasStem(term: string): boolean {
  return isLatinWord(term) || ARABIC_WORD.test(term) || DEVANAGARI_WORD.test(term)
}

// Longest first; "ators" before "ator" before "ate", so one family ends on one stem.
const STEM_SUFFIXES = ['ations', 'ation', 'ators', 'ator', 'ings', 'ing', 'ates', 'ated', 'ate', 'ed', 'en', 'es', 'e', 's']

// Arabic (after folding): plural and dual endings, then the adverb's -iyyan ("شهريًا" monthly, "يدويًا"
// manually: the adjective's family), possessive and feminine/nisba endings.
const ARABIC_PLURALS = ['ات', 'ون', 'ين', 'ان']
const ARABIC_ENDINGS = ['يا', 'يه', 'ها', 'هم', 'كم', 'نا', 'ه', 'ي', 'ك']
// Hindi: plural and oblique endings (chandrabindu is folded to anusvara), then the final vowel sign.
const HINDI_SUFFIXES = ['ियों', 'ियां', 'ाओं', 'ाएं', 'ों', 'ें', 'ीं', 'ां', 'ा', 'ी', 'े', 'ो']

function stripOne(word: string, suffixes: string[], keep: number): string {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && [...word].length - [...suffix].length >= keep) return word.slice(0, -suffix.length)
  }
  return word
}

/**
 * A light stem, used only to relate words of one family at query time: Latin-script words
 * ("terminate", "termination", "terminator"; "charge", "charging"), Arabic plurals and endings
 * ("بطاريات", "بطارية"), Hindi plural and oblique forms ("समस्याएँ", "समस्या"). A stem keeps at
 * least four Latin letters, three Arabic or two Devanagari ones, so short words stay whole.
 */
export function lightStem(term: string): string {
  if (isLatinWord(term)) {
    if (term.length < 5) return term
    for (const suffix of STEM_SUFFIXES) {
      if (term.length - suffix.length >= 4 && term.endsWith(suffix) && !(suffix === 's' && term.endsWith('ss'))) return term.slice(0, -suffix.length)
    }
    return term
  }
  // Endings only: a family must share its stem as a prefix, so the shards of its words are known.
  if (ARABIC_WORD.test(term)) return stripOne(stripOne(term, ARABIC_PLURALS, 3), ARABIC_ENDINGS, 3)
  if (DEVANAGARI_WORD.test(term)) return stripOne(term, HINDI_SUFFIXES, 2)
  return term
}
