/**
 * Word families whose members share no ending the light stem knows (lib/search/tokenize.ts),
 * per language: for a query word, the starts of its family's other words. Search looks each up
 * as a prefix of the index's words, so only forms the docs hold count, and the shards to load
 * are known from the query alone. Words are as tokenize leaves them (lower case, Latin
 * diacritics and Arabic letter forms folded).
 */

/** A past participle's verb stem, in the languages that form it with "ge-" ("getauscht": "tausch", "gekoppeld": "koppel"). */
const PARTICIPLES: Record<string, RegExp> = { de: /^ge([a-zß]{4,}?)(?:et|t)$/, nl: /^ge([a-z]{4,}?)(?:d|t)$/ }

/**
 * A verb on a Latin stem, whose noun ends in -ation (-atie, -acja): the stem they share
 * ("konfigurieren", "konfiguriert": "konfigur" of "Konfiguration"; "installeren",
 * "geïnstalleerd": "install"; "installera"; "instalować": "instal" of "instalacja").
 */
const LATIN_STEM_VERBS: Record<string, RegExp> = {
  de: /^([a-zß]{5,}?)(?:ieren|iert|ierst|ierte|ierten)$/,
  nl: /^(?:ge)?([a-z]{5,}?)(?:eren|eer|eert|eerd|eerde|eerden)$/,
  sv: /^([a-z]{5,}?)(?:era|erar|erade|erat|eras)$/,
  pl: /^([a-z]{4,}?)(?:owac|owal|owala|owany|owana|owane|uje|ujesz|uj)$/,
}

/** Polish perfective prefixes: "zainstalować" is "instalować" done once. */
const POLISH_PREFIXES = ['prze', 'przy', 'roz', 'pod', 'nad', 'od', 'do', 'za', 'po', 'wy', 'na', 'ob', 'ze', 'u', 'z', 's', 'w']
const POLISH_MIN_VERB = 6

/** Arabic imperfect prefixes (first person "أ", folded to "ا"; "ن", "ي", "ت"). */
const ARABIC_IMPERFECT = /^[انيت](\p{Script=Arabic}{3})$/u
const ARABIC_ROOT = /^\p{Script=Arabic}{3}$/u

/**
 * The starts of other words of a word's family in the locale's language. `known` tells whether
 * the index holds a word: the guesses that may fit a word by chance (a Polish prefix, an Arabic
 * root) are made only for words the docs do not use.
 */
export function familyStarts(locale: string, term: string, known: boolean): string[] {
  const starts: string[] = []
  const participle = PARTICIPLES[locale]?.exec(term)?.[1]
  if (participle) starts.push(participle)
  const latinStem = (word: string) => LATIN_STEM_VERBS[locale]?.exec(word)?.[1]
  const stem = latinStem(term)
  if (stem) starts.push(stem)
  if (known) return starts
  if (locale === 'pl') {
    for (const prefix of POLISH_PREFIXES) {
      if (!term.startsWith(prefix) || term.length - prefix.length < POLISH_MIN_VERB) continue
      const verb = term.slice(prefix.length)
      starts.push(verb)
      const verbStem = latinStem(verb)
      if (verbStem) starts.push(verbStem)
    }
  }
  if (locale === 'ar') {
    // "أثبت" (I install): its root "ثبت", which is also the imperative the steps use, and the
    // verbal noun of its stem "تثبيت" (installation); a bare root's verbal noun too.
    const root = ARABIC_IMPERFECT.exec(term)?.[1] ?? (ARABIC_ROOT.test(term) ? term : undefined)
    if (root) {
      const [r1, r2, r3] = [...root]
      if (root !== term) starts.push(root)
      starts.push(`ت${r1}${r2}ي${r3}`)
    }
  }
  return [...new Set(starts)].filter((start) => start !== term)
}
