import { hasStem, isHanTerm, lightStem, normalizeWord, scriptRuns } from './tokenize'

/**
 * Glossary words as search sees them. A phrase is a run of units: a normalised word for
 * alphabetic scripts, a whole run of Chinese characters for Han (Chinese has no spaces, so a
 * query's run "充电桩坏了" holds the unit "充电桩" inside it). The same functions build the
 * expansion table at build time and match a query against it in the worker and the CLIs.
 */

/** The units of a text, in order. */
export function phraseUnits(text: string): string[] {
  return scriptRuns(text)
    .map((run) => (isHanTerm(run) ? run : normalizeWord(run)))
    .filter(Boolean)
}

/** A phrase's key: its units joined by spaces ("" when it has no searchable letters). */
export function phraseKey(text: string): string {
  return phraseUnits(text).join(' ')
}

/** The index term a phrase is filed under: its first word, or the first two characters of a Chinese phrase. */
export function phraseLookupTerm(key: string): string {
  const first = key.split(' ')[0]!
  return isHanTerm(first) ? [...first].slice(0, 2).join('') : first
}

/** The index terms a section must hold to contain a phrase: its words, and a Chinese unit's character pairs. */
export function phraseTerms(key: string): string[] {
  return key.split(' ').flatMap((unit) => {
    if (!isHanTerm(unit)) return [unit]
    const chars = [...unit]
    if (chars.length === 1) return chars
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]!)
  })
}

/** The terms phrases starting in a unit are filed under: the word, or each pair of a Chinese run. */
function unitLookups(unit: string): string[] {
  if (!isHanTerm(unit)) return [unit]
  const chars = [...unit]
  return [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]!))]
}

/**
 * Every term findConcepts looks phrases up under for this query. A Chinese run is looked up at
 * each character pair, which need not be a term the query's tokenizer makes ("防逆流" is filed
 * under "防逆"), so a loader must fetch these terms' shards as well.
 */
export function phraseLookups(query: string): string[] {
  return [...new Set(phraseUnits(query).flatMap(unitLookups))]
}

/** A query word is a phrase's word as written or in another form of its family (its light stem): "बैटरियों" is "बैटरी". */
function sameWord(unit: string, part: string): boolean {
  return unit === part || (hasStem(part) && hasStem(unit) && lightStem(unit) === lightStem(part))
}

/** The Chinese terms the query's tokenizer made of a unit (its words and pairs) that lie inside a matched phrase. */
function coveredHanTerms(phrase: string, queryTerms: readonly string[]): string[] {
  return queryTerms.filter((term) => isHanTerm(term) && phrase.includes(term))
}

export interface ConceptMatch {
  /** The glossary phrase the query contains. */
  phrase: string
  /** The query terms it stands for. */
  covers: string[]
  /** Phrases (keys) that mean the same in this locale's index. */
  alternatives: string[]
  /** The page that explains the term (index into the index's pages; -1 for none). */
  page: number
}

/**
 * The glossary phrases a query contains, longest first and not overlapping; a word of a phrase
 * may be in another form of its family. `phrasesStartingWith` gives the table's phrases filed
 * under a term or a word of its family; `termOf` the page and other phrases of their term.
 */
export function findConcepts(
  query: string,
  queryTerms: readonly string[],
  phrasesStartingWith: (term: string) => readonly string[] | undefined,
  termOf: (phrase: string) => { page: number; alternatives: readonly string[] } | undefined,
): ConceptMatch[] {
  const units = phraseUnits(query)
  const used = new Array<boolean>(units.length).fill(false)
  const matches: ConceptMatch[] = []
  const candidates: { start: number; length: number; phrase: string }[] = []
  units.forEach((unit, start) => {
    for (const lookup of unitLookups(unit)) {
      for (const phrase of phrasesStartingWith(lookup) ?? []) {
        const parts = phrase.split(' ')
        const fits = parts.every((part, i) => {
          const unitAt = units[start + i]
          if (unitAt === undefined) return false
          return isHanTerm(part) ? unitAt.includes(part) : sameWord(unitAt, part)
        })
        if (fits) candidates.push({ start, length: parts.length, phrase })
      }
    }
  })
  // Longer phrases first ("charging point" before "point"); among equals, the earlier one.
  candidates.sort((a, b) => b.phrase.length - a.phrase.length || a.start - b.start || (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : 0))
  for (const { start, length, phrase } of candidates) {
    const span = used.slice(start, start + length)
    const han = isHanTerm(phrase)
    // Words are used once; a Chinese run may hold several phrases.
    if (!han && span.some(Boolean)) continue
    if (matches.some((m) => m.phrase === phrase)) continue
    if (!han) span.forEach((_, i) => (used[start + i] = true))
    // A word stands for itself as the query has it: a phrase met in another form of the word
    // ("koppelen" for "koppeling") covers the query's word, which is then not a unit of its own.
    const covers = phrase.split(' ').flatMap((part, i) => (isHanTerm(part) ? coveredHanTerms(part, queryTerms) : [units[start + i]!]))
    const term = termOf(phrase)
    matches.push({ phrase, covers: [...new Set(covers)], alternatives: [...(term?.alternatives ?? [])], page: term?.page ?? -1 })
  }
  return matches
}
