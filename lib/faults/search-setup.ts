/** What search needs to put code and LED matches first: the locale's lookup file and the words that make a query worth checking. */
export interface FaultSearchSetup {
  dataUrl: string
  /** The LEDs' names in the locale and in English. */
  ledNames: string[]
  /** Words of the LEDs' colours and patterns (locale and English): an LED description names an LED and one of these. */
  ledLooks: string[]
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase()

/**
 * Whether a query may be a code (it holds a digit) or an LED description (it names an LED and a
 * colour or pattern): only then does search load the lookup file. "Network settings" does not.
 */
export function mayBeFaultQuery(query: string, setup: FaultSearchSetup): boolean {
  const folded = fold(query)
  if (/\p{N}/u.test(folded)) return true
  const tokens = new Set(folded.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))
  // Whole words (a phrase's every word); in scripts written without spaces, the phrase anywhere.
  const says = (words: string[]) =>
    words.some((word) => {
      const w = fold(word)
      if (/\p{Script=Han}/u.test(w)) return folded.includes(w)
      // A word may start a compound ("nätverkslampan"): long enough words match as a prefix.
      return w.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).every((part) => tokens.has(part) || (part.length >= 4 && [...tokens].some((t) => t.startsWith(part))))
    })
  return says(setup.ledNames) && says(setup.ledLooks)
}
