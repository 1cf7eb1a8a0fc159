/**
 * Hindi readers write the English words of the trade in Latin letters ("firmware update kaise
 * karein"), while the Hindi pages write the same loanwords in Devanagari ("फ़र्मवेयर अपडेट"). A
 * word and its loan match by their consonants: each side is reduced to a skeleton of sound
 * classes (t and d whether dental or retroflex, vowels and y left out, a doubled letter once),
 * marked when the word starts with a vowel or with two consonants ("st", "स्ट"); a Latin word
 * of the index also stands for the Devanagari words with the same skeleton. Short skeletons say
 * too little ("data" and many Hindi words are D-T), so a skeleton needs MIN_CONSONANTS classes,
 * unless the Devanagari word is surely a loan (LOAN_VOWEL_SIGNS: "लॉग" is "log"); an English
 * plural also finds the loan of its singular ("logs").
 */

const MIN_CONSONANTS = 3
/** Stands for a vowel between consonants (written, or the inherent one of Devanagari). */
const VOWEL = '·'

/** English spellings of one sound, and what they sound like here. */
const LATIN_SOUNDS: [RegExp, string][] = [
  [/tion|sion/g, 'SN'],
  [/sh/g, 'S'],
  [/ch/g, 'C'],
  [/ph/g, 'F'],
  [/th/g, 'T'],
  [/ck|q/g, 'K'],
  [/x/g, 'KS'],
  [/c(?=[eiy])/g, 'S'],
  [/g(?=[eiy])/g, 'J'],
  // A w that closes a vowel ("download", "window") is part of it; before a vowel it is a V ("power").
  [/(?<=[aeiou])w(?![aeiouy])/g, ''],
]

const LATIN_LETTERS: Record<string, string> = {
  b: 'B', c: 'K', d: 'D', f: 'F', g: 'G', h: 'H', j: 'J', k: 'K', l: 'L', m: 'M', n: 'N', p: 'P', r: 'R', s: 'S', t: 'T', v: 'V', w: 'V', z: 'J',
  a: VOWEL, e: VOWEL, i: VOWEL, o: VOWEL, u: VOWEL, y: VOWEL,
}

const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'K', ख: 'K', ग: 'G', घ: 'G', च: 'C', छ: 'C', ज: 'J', झ: 'J', ट: 'T', ठ: 'T', त: 'T', थ: 'T', ड: 'D', ढ: 'D', द: 'D', ध: 'D',
  ण: 'N', न: 'N', प: 'P', फ: 'F', ब: 'B', भ: 'B', म: 'M', र: 'R', ल: 'L', व: 'V', श: 'S', ष: 'S', स: 'S', ह: 'H',
}
const VIRAMA = '\u094d'
const ANUSVARA = '\u0902'

/**
 * The skeleton of a sequence of sound classes and vowels; undefined when too short to compare
 * (fewer than `least` consonants).
 */
function skeleton(sounds: string[], least = MIN_CONSONANTS): string | undefined {
  const start = sounds[0] === VOWEL ? VOWEL : sounds.length > 1 && sounds[1] !== VOWEL ? '+' : ''
  // A letter written twice in a row is one sound ("controller"); twice across a vowel, two ("static").
  const consonants = sounds.filter((sound, i) => sound !== VOWEL && sound !== sounds[i - 1])
  if (consonants.length < least) return undefined
  // Two consonants say little: a short skeleton also says whether the word ends in a vowel ("log" is not "लॉगी").
  const end = consonants.length < MIN_CONSONANTS && sounds.at(-1) === VOWEL ? VOWEL : ''
  return `${start}${consonants.join('')}${end}`
}

/**
 * Only English loans are written with these vowel signs (the o of "log", the e of "cell"): a
 * Devanagari word with one is a loan, and a skeleton of LOAN_CONSONANTS says enough.
 */
const LOAN_VOWEL_SIGNS = /[\u0945\u0949\u0911\u090d]/u
const LOAN_CONSONANTS = 2

/** The consonant skeleton of a Latin word (lower case, accents folded, as tokenize gives it). */
export function latinSkeleton(word: string, least = MIN_CONSONANTS): string | undefined {
  let spelled = word
  for (const [sound, classes] of LATIN_SOUNDS) spelled = spelled.replace(sound, classes)
  // A final e after a consonant is not said ("cable", "mode").
  spelled = spelled.replace(/(?<=[^aeiou])e$/, '')
  // Upper case letters are sound classes already.
  const key = skeleton([...spelled].map((letter) => (/[A-Z]/.test(letter) ? letter : LATIN_LETTERS[letter])).filter((s): s is string => s !== undefined), least)
  return key !== undefined && isShort(key) ? withLoanVowel(key, latinLoanVowel(word)) : key
}

/** A short skeleton (LOAN_CONSONANTS) is only compared with the loan vowel of its word: the o of "log", "call", the e of "cell". */
function isShort(key: string): boolean {
  return key.replace(/[^A-Z]/g, '').length < MIN_CONSONANTS
}

function withLoanVowel(key: string, vowel: string | undefined): string | undefined {
  return vowel === undefined ? undefined : `${key}${vowel}`
}

/** The loan vowel a Latin word's first vowel would be written with: o for "o", "au", "aw", "al"; e for "a", "e". */
function latinLoanVowel(word: string): string | undefined {
  const [group = '', after = ''] = /([aeiouy]+)(.?)/.exec(word)?.slice(1) ?? []
  if (group === 'o' || group === 'au' || group === 'aw' || (group === 'a' && after === 'l')) return 'o'
  return group === 'a' || group === 'e' ? 'e' : undefined
}

/** The skeletons a Latin word may be written as: as it is, and without an English plural's s ("logs", "meters"). */
function latinSkeletons(word: string): string[] {
  const singular = /[^s]s$/.test(word) ? [word.slice(0, -1)] : []
  return [word, ...singular].map((form) => latinSkeleton(form, LOAN_CONSONANTS)).filter((key): key is string => key !== undefined)
}

/** The consonant skeleton of a Devanagari word (nukta dropped, as tokenize gives it). */
export function devanagariSkeleton(word: string): string | undefined {
  const loanVowel = LOAN_VOWEL_SIGNS.exec(word)?.[0]
  const key = devanagariSounds(word, loanVowel ? LOAN_CONSONANTS : MIN_CONSONANTS)
  return key !== undefined && isShort(key) ? withLoanVowel(key, /[\u0949\u0911]/u.test(loanVowel!) ? 'o' : 'e') : key
}

/** A vowel letter or vowel sign (U+0904–0914, U+093E–094C); by code, as it runs for every word of a Hindi index. */
function isDevanagariVowel(code: number): boolean {
  return (code >= 0x0904 && code <= 0x0914) || (code >= 0x093e && code <= 0x094c)
}

function devanagariSounds(word: string, least: number): string | undefined {
  const sounds: string[] = []
  // Devanagari is in the Basic Multilingual Plane: one UTF-16 unit per letter.
  for (let i = 0; i < word.length; i++) {
    const letter = word[i]!
    const consonant = DEVANAGARI_CONSONANTS[letter]
    if (consonant) {
      sounds.push(consonant)
      // A consonant without a virama or a vowel sign after it carries the inherent vowel.
      const next = word.charCodeAt(i + 1)
      if (i + 1 < word.length && word[i + 1] !== VIRAMA && !isDevanagariVowel(next)) sounds.push(VOWEL)
    } else if (letter === ANUSVARA) sounds.push('N')
    else if (isDevanagariVowel(word.charCodeAt(i))) sounds.push(VOWEL)
  }
  return skeleton(sounds, least)
}

/**
 * The loans of a vocabulary: for each Latin word, the Devanagari words with its skeleton. Built
 * with the index and filed in the Latin word's shard, so that a query loads them with its words.
 */
export function loanwords(vocabulary: readonly string[]): Map<string, string[]> {
  const devanagari = devanagariBySkeleton(vocabulary)
  const loans = new Map<string, string[]>()
  if (devanagari.size === 0) return loans
  for (const term of vocabulary) {
    const found = latinLoans(term, devanagari)
    if (found.length > 0) loans.set(term, found)
  }
  return loans
}

/** The Devanagari words of a vocabulary by their skeleton. */
export function devanagariBySkeleton(vocabulary: readonly string[]): Map<string, string[]> {
  const devanagari = new Map<string, string[]>()
  for (const term of vocabulary) {
    const first = term.charCodeAt(0)
    if (first < 0x0900 || first > 0x097f) continue
    const key = devanagariSkeleton(term)
    if (!key) continue
    const words = devanagari.get(key)
    if (words) words.push(term)
    else devanagari.set(key, [term])
  }
  return devanagari
}

/**
 * The Devanagari words (of devanagariBySkeleton) a Latin word may be written as: the loan of an
 * English word ("reaction", "रिएक्शन") or a Hindi word typed in Latin letters ("sasta", "सस्ता").
 */
export function latinLoans(word: string, devanagari: Map<string, string[]>): string[] {
  if (!/^[a-z]+$/.test(word)) return []
  // A short skeleton only finds the words that are surely loans (LOAN_VOWEL_SIGNS), which are the only ones filed under one.
  return [...new Set(latinSkeletons(word).flatMap((key) => devanagari.get(key) ?? []))]
}
