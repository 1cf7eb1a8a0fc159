/**
 * Hindi readers write the English words of the trade in Latin letters ("firmware update kaise
 * karein"), while the Hindi pages write the same loanwords in Devanagari ("फ़र्मवेयर अपडेट"). A
 * word and its loan match by their consonants: each side is reduced to a skeleton of sound
 * classes (t and d whether dental or retroflex, vowels and y left out, a doubled letter once),
 * marked when the word starts with a vowel or with two consonants ("st", "स्ट"); a Latin word
 * of the index also stands for the Devanagari words with the same skeleton. Short skeletons say
 * too little ("data" and many Hindi words are D-T), so a skeleton needs MIN_CONSONANTS classes.
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
const DEVANAGARI_VOWELS = /[\u0904-\u0914\u093e-\u094c]/u

/** The skeleton of a sequence of sound classes and vowels; undefined when too short to compare. */
function skeleton(sounds: string[]): string | undefined {
  const start = sounds[0] === VOWEL ? VOWEL : sounds.length > 1 && sounds[1] !== VOWEL ? '+' : ''
  // A letter written twice in a row is one sound ("controller"); twice across a vowel, two ("static").
  const consonants = sounds.filter((sound, i) => sound !== VOWEL && sound !== sounds[i - 1])
  return consonants.length >= MIN_CONSONANTS ? `${start}${consonants.join('')}` : undefined
}

/** The consonant skeleton of a Latin word (lower case, accents folded, as tokenize gives it). */
export function latinSkeleton(word: string): string | undefined {
  let spelled = word
  for (const [sound, classes] of LATIN_SOUNDS) spelled = spelled.replace(sound, classes)
  // Upper case letters are sound classes already.
  return skeleton([...spelled].map((letter) => (/[A-Z]/.test(letter) ? letter : LATIN_LETTERS[letter])).filter((s): s is string => s !== undefined))
}

/** The consonant skeleton of a Devanagari word (nukta dropped, as tokenize gives it). */
export function devanagariSkeleton(word: string): string | undefined {
  const sounds: string[] = []
  const letters = [...word]
  letters.forEach((letter, i) => {
    const consonant = DEVANAGARI_CONSONANTS[letter]
    if (consonant) {
      sounds.push(consonant)
      // A consonant without a virama or a vowel sign after it carries the inherent vowel.
      const next = letters[i + 1]
      if (next !== undefined && next !== VIRAMA && !DEVANAGARI_VOWELS.test(next)) sounds.push(VOWEL)
    } else if (letter === ANUSVARA) sounds.push('N')
    else if (DEVANAGARI_VOWELS.test(letter)) sounds.push(VOWEL)
  })
  return skeleton(sounds)
}

/**
 * The loans of a vocabulary: for each Latin word, the Devanagari words with its skeleton. Built
 * with the index and filed in the Latin word's shard, so that a query loads them with its words.
 */
export function loanwords(vocabulary: readonly string[]): Map<string, string[]> {
  const devanagari = new Map<string, string[]>()
  for (const term of vocabulary) {
    if (!/\p{Script=Devanagari}/u.test(term)) continue
    const key = devanagariSkeleton(term)
    if (key) devanagari.set(key, [...(devanagari.get(key) ?? []), term])
  }
  const loans = new Map<string, string[]>()
  if (devanagari.size === 0) return loans
  for (const term of vocabulary) {
    if (!/^[a-z]+$/.test(term)) continue
    const found = devanagari.get(latinSkeleton(term) ?? '')
    if (found) loans.set(term, found)
  }
  return loans
}
