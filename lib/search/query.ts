import { editDistance } from './edit-distance'
import { letterSignature, mayBeWithin } from './letter-signature'
import { FIELDS, FIELD_WEIGHT } from './fields'
import { addShards, prefixShards, shardOf, termPostings, unloadedShards, type LoadedIndex } from './loaded-index'
import { isStopWord } from './stopwords'
import { hasStem, isHanTerm, isLatinWord, lightStem, pairsOf, tokenize } from './tokenize'
import { findConcepts, phraseLookups, phraseTerms } from './glossary-phrases'
import { unitScales, unitVariants } from './units'
import { devanagariBySkeleton, latinLoans } from './transliteration'
import { familyStarts } from './word-forms'
import type { SearchHit, SearchResponse, SearchShardFile } from './types'

export type { LoadedIndex } from './loaded-index'

export interface SearchOptions {
  limit?: number
  /** Sections shown per page at most, so one page does not fill the list. */
  perPage?: number
  /** How much each query term counts towards "has all the words" (default: stop words less). */
  weigh?: (term: string) => number
  /** The query is finished (a question asked, not a word being typed): its last word is not completed. */
  finished?: boolean
  /** Also return the query's units (SearchResponse.units). */
  units?: boolean
}

interface Variant {
  term: string
  weight: number
}

const MAX_QUERY_LENGTH = 500
/** A word of the same family (its light stem), or another spelling of a unit. */
const SIBLING_WEIGHT = 0.9
/** Another ending of a long word (inflectionStem), and how many of them a word stands for. */
const INFLECTION_WEIGHT = 0.8
const INFLECTIONS = 6
const INFLECTION_MIN_WORD = 7
const INFLECTION_MIN_STEM = 6
/** The locales whose language inflects in Latin script beyond the English endings of lightStem (not en; ar, hi and ch readers type English words). */
const INFLECTING_LOCALES = new Set(['nl', 'fr', 'de', 'it', 'pl', 'pt', 'es', 'sv'])
/** Languages that write a compound as one word (splitCompound); elsewhere a split is a false reading ("passeport" is no "passe" + "port"). */
const COMPOUNDING_LOCALES = new Set(['de', 'nl', 'sv'])
/** The same quantity in another unit of its scale (GB for MB): the page gives the amount, not the reader's unit. */
const UNIT_SCALE_WEIGHT = 0.8
/** A completion of the last, half-typed word. */
const COMPLETION_WEIGHT = 0.85
/** A near spelling of a word the index lacks (a typo). */
const TYPO_WEIGHT = 0.7
/** A loanword matched by its consonants (lib/search/transliteration.ts) is a guess by sound, as sure as a spelling one edit away. */
const LOAN_WEIGHT = TYPO_WEIGHT
/** A glossary phrase held by this many sections is searched as it is, not also by the other words of its term. */
const COMMON_PHRASE_SECTIONS = 25
/** Another phrase of the glossary term a query phrase names. */
const GLOSSARY_WEIGHT = 0.9
/** The parts of a compound the index lacks as one word. */
const COMPOUND_WEIGHT = 0.85
/** A Chinese character pair the index does not hold (rarity). */
const UNKNOWN_HAN_WEIGHT = 0.05
/** A stop word among other words. */
const STOP_WORD_WEIGHT = 0.1
const STOP_WORDS_SHARE = 0.25
/** The least a word that is not a stop word counts, and the rarity (idf) from which it counts fully. */
const COMMON_WORD_WEIGHT = 0.2
const RARE_IDF = 5.5
/**
 * The intro of the page a glossary term names, for a query holding the term: above a title that
 * has the reader's own word (4), as the glossary says which page explains the term, and other
 * pages name it in their titles too ("Home battery and EV charger", "SG Ready heat pump").
 */
const GLOSSARY_PAGE_SCORE = 4.2
/** A page named by a rare word of its title (namedPages): that word counts this much more on it. */
const NAMED_PAGE_FACTOR = 1
const NAMED_PAGE_IDF = 4
const NAMED_PAGE_TITLES = 2
const SPECIFICITY_FLOOR = 0.5
/** How much a word found only in a section's body counts towards "holds all the words" (fieldStrength). */
const BODY_STRENGTH = 0.7
/** From this many words, a query is a typed question: its last word is whole when it is a stop word. */
const QUESTION_WORDS = 3
/**
 * A question of this many words that are not stop words is answered by a page more than by one
 * of its sections: the share of it the whole page holds (each word's best section there) adds
 * PAGE_COVERAGE_WEIGHT of itself to every section of the page, so the page that answers the
 * whole question comes before one whose single section shares the most of its words.
 */
const WHOLE_QUESTION_WORDS = 6
const PAGE_COVERAGE_WEIGHT = 0.4
const COMPOUND_MIN_LENGTH = 8
const COMPOUND_MIN_PART = 3
/** Matches per field and term that count (a word in most sections says little past this). */
const FIELD_MATCH_LIMIT = 1000
/**
 * A body match is worth 1 / (1 + n / BODY_ORDER_DECAY) at the n-th place of the term's postings
 * (sections whose text starts with the word first, then in index order, a page's intro before
 * its other sections): the order the ranking was tuned with.
 */
const BODY_ORDER_DECAY = 10
/** A title match on a section other than the page's intro: the section inherits less of it than the intro. */
const SECTION_TITLE_WEIGHT = 1.5
const PREFIX_EXPANSIONS = 12
const TYPO_CANDIDATES = 4

/**
 * Whether the reader may still be typing the query's last word: it ends in a letter or digit,
 * not in a space or punctuation ("… keine Daten?" is finished, so "Daten" is not "Datenschutz").
 */
function typingLastWord(query: string): boolean {
  return /[\p{L}\p{M}\p{N}]$/u.test(query.slice(0, MAX_QUERY_LENGTH))
}

/** The distinct terms of a query. */
function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH), { hanPairs: 'words' }))]
}

/** Whether a query is a whole question (WHOLE_QUESTION_WORDS): its words counted as written, Chinese ones as the segmenter finds them (not the pairs inside them). */
export function isWholeQuestion(query: string, locale: string): boolean {
  const words = new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH), { hanPairs: 'none' }))
  return [...words].filter((word) => !isStopWord(word, locale)).length >= WHOLE_QUESTION_WORDS
}

/** The position of the first vocabulary term not before `term` (binary search). */
function firstTermFrom(index: LoadedIndex, term: string): number {
  let low = 0
  let high = index.terms.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (index.terms[mid]! < term) low = mid + 1
    else high = mid
  }
  return low
}

const DEVANAGARI_FIRST = '\u0900'
const DEVANAGARI_END = '\u0980'

/** Vocabulary terms starting with `prefix`, most frequent first. */
function prefixTerms(index: LoadedIndex, prefix: string): string[] {
  const found: string[] = []
  for (let i = firstTermFrom(index, prefix); i < index.terms.length && index.terms[i]!.startsWith(prefix); i++) found.push(index.terms[i]!)
  return found.sort((a, b) => index.frequency.get(b)! - index.frequency.get(a)!)
}

/** Vocabulary terms within `max` edits of `term`, closest then most frequent first. */
function similarTerms(index: LoadedIndex, term: string, max: number): { term: string; distance: number }[] {
  const found: { term: string; distance: number }[] = []
  const signature = letterSignature(term)
  for (let length = term.length - max; length <= term.length + max; length++) {
    const bucket = index.termsByLength.get(length)
    if (!bucket) continue
    for (let i = 0; i < bucket.terms.length; i++) {
      if (!mayBeWithin(signature, bucket.signatures[i]!, max)) continue
      const candidate = bucket.terms[i]!
      const distance = editDistance(term, candidate, max)
      if (distance <= max && distance > 0) found.push({ term: candidate, distance })
    }
  }
  return found.sort((a, b) => a.distance - b.distance || index.frequency.get(b.term)! - index.frequency.get(a.term)! || (a.term < b.term ? -1 : 1))
}

/**
 * The shards a query needs that are not loaded yet: those of its words, of their word families
 * and, for the last word, of its completions; then those of its Latin words' Devanagari loans
 * and of the glossary phrases its words stand for (filed with its words, so known once those
 * are loaded). A word the vocabulary lacks
 * may be a typo, which is corrected against the whole vocabulary: then every shard. With these
 * loaded, a query answers exactly as on the whole index.
 */
export function missingShards(index: LoadedIndex, query: string): number[] {
  const terms = queryTerms(query)
  const completesLast = typingLastWord(query)
  const needed = new Set<number>()
  terms.forEach((term, i) => {
    needed.add(shardOf(index, term))
    // A word's family shares its stem as a prefix; completions share the word.
    if (hasStem(term)) for (const shard of prefixShards(index, lightStem(term))) needed.add(shard)
    const inflections = inflectionStem(index, term)
    if (inflections) for (const shard of prefixShards(index, inflections)) needed.add(shard)
    for (const start of familyStarts(index.locale, term, index.frequency.has(term))) for (const shard of prefixShards(index, start)) needed.add(shard)
    if (isCompleted(index, term, i === terms.length - 1 && completesLast, terms.length)) for (const shard of prefixShards(index, term)) needed.add(shard)
    for (const unit of [...unitVariants(term), ...unitScales(term)]) needed.add(shardOf(index, unit))
  })
  // The glossary phrases a query may contain are filed under terms of their own (a Chinese pair
  // the tokenizer need not make): those terms' shards hold the phrases.
  if (index.glossaryShards.length > 0) for (const lookup of phraseLookups(query.slice(0, MAX_QUERY_LENGTH))) needed.add(shardOf(index, lookup))
  const missing = () => [...needed].filter((shard) => !index.shardTerms[shard]).sort((a, b) => a - b)
  if (missing().length > 0) return missing()
  // The loans of its Latin words, filed with them (lib/search/transliteration.ts).
  for (const term of terms) for (const loan of index.loans.get(term) ?? []) needed.add(shardOf(index, loan))
  if (missing().length > 0) return missing()
  // The glossary terms the query's phrases name (and all the words of those phrases: a Chinese
  // phrase's pairs need not be the query's), then the phrases that stand for them.
  for (const concept of conceptsOf(index, query, terms, completesLast)) {
    const term = index.glossary.get(concept.phrase)!
    if (!index.glossaryTerms.has(term)) needed.add(index.glossaryShards[term]!)
    for (const word of phraseTerms(concept.phrase)) needed.add(shardOf(index, word))
  }
  if (missing().length > 0) return missing()
  for (const concept of conceptsOf(index, query, terms, completesLast)) {
    for (const phrase of concept.alternatives) for (const term of phraseTerms(phrase)) needed.add(shardOf(index, term))
  }
  if (missing().length > 0) return missing()
  return terms.some((term) => mayBeCorrected(index, term)) ? unloadedShards(index) : []
}

/**
 * Loads what a query needs into the index (see missingShards): its words' shards, then, for a
 * possible typo, the rest. `fetchShards` gets shard numbers and returns their files.
 */
export async function loadShardsFor(index: LoadedIndex, query: string, fetchShards: (shards: number[]) => Promise<SearchShardFile[]>): Promise<void> {
  for (let missing = missingShards(index, query); missing.length > 0; missing = missingShards(index, query)) {
    const files = await fetchShards(missing)
    addShards(index, missing.map((shard, i) => [shard, files[i]!]))
  }
}

/**
 * A query word the vocabulary lacks, with no other form of it there either (another ending, a
 * word of its family), whose nearest spelling (one edit away) is a glossary word: that word. A
 * typo of a domain word ("instalation", "invertor") still names its glossary term.
 */
function glossaryWordMeant(index: LoadedIndex, term: string): string | undefined {
  if (!mayBeCorrected(index, term) || typoBudget(term) === 0) return undefined
  if (otherForms(index, term).length > 0) return undefined
  const [nearest] = similarTerms(index, term, 1)
  return nearest && index.glossaryByTerm.has(nearest.term) ? nearest.term : undefined
}

/** The glossary phrases filed under a term or under a word of its family. */
function phrasesFiledUnder(index: LoadedIndex, term: string): string[] | undefined {
  const exact = index.glossaryByTerm.get(term)
  const family = hasStem(term) ? index.glossaryByStem.get(lightStem(term)) : undefined
  if (!family) return exact
  return exact ? [...new Set([...exact, ...family])] : family
}

function conceptsOf(index: LoadedIndex, query: string, terms: string[], completesLast: boolean) {
  if (index.glossary.size === 0) return []
  // A half-typed last word stands for its completions, not for a glossary word one edit away ("powerw" is no "power").
  const halfTyped = (term: string, i: number) => completesLast && i === terms.length - 1 && prefixTerms(index, term).some((t) => t !== term)
  // A typo of a glossary word stands for the word (not in a query with Chinese: its phrases are
  // found in the query's text, which the words alone do not give back).
  const meant = terms.some(isHanTerm) ? terms : terms.map((term, i) => (halfTyped(term, i) ? term : (glossaryWordMeant(index, term) ?? term)))
  const corrected = meant.some((term, i) => term !== terms[i])
  const concepts = findConcepts(
    corrected ? meant.join(' ') : query.slice(0, MAX_QUERY_LENGTH),
    meant,
    (term) => phrasesFiledUnder(index, term),
    (phrase) => {
      const term = index.glossaryTerms.get(index.glossary.get(phrase) ?? -1)
      if (!term) return undefined
      // A phrase many sections hold already finds what it names; its other words would only add noise (and downloads).
      const common = phraseTerms(phrase).every((t) => (index.frequency.get(t) ?? 0) >= COMMON_PHRASE_SECTIONS)
      return { page: term.page, alternatives: common ? [] : term.phrases.filter((p) => p !== phrase) }
    },
  )
  if (!corrected) return concepts
  // What a concept covers is the words as typed.
  const typedAs = new Map(meant.map((term, i) => [term, terms[i]!]))
  return concepts.map((concept) => ({ ...concept, covers: concept.covers.map((term) => typedAs.get(term) ?? term) }))
}

function typoBudget(term: string): number {
  if (term.length >= 8) return 2
  if (term.length >= 4) return 1
  return 0
}

/**
 * Whether a query term also stands for its completions: the last word, once it has two letters
 * (one Chinese character); not a stop word ending a question ("… run at"), which is whole.
 */
function isCompleted(index: LoadedIndex, term: string, isLast: boolean, words: number): boolean {
  if (!isLast || (words >= QUESTION_WORDS && isStopWord(term, index.locale))) return false
  return isHanTerm(term) ? [...term].length === 1 : term.length >= 2
}

/** The terms a query term stands for: itself, its completions (last word) and near spellings. */
function variantsOf(index: LoadedIndex, term: string, isLast: boolean, words = 1): Variant[] {
  const known = index.frequency.has(term)
  const variants: Variant[] = [...(known ? [{ term, weight: 1 }] : []), ...otherForms(index, term)]
  if (isCompleted(index, term, isLast, words)) {
    for (const completion of prefixTerms(index, term).filter((t) => t !== term).slice(0, PREFIX_EXPANSIONS)) {
      variants.push({ term: completion, weight: COMPLETION_WEIGHT })
    }
  }
  // A stop word the docs lack (a Hindi question word typed in Latin letters, "kaise") is the
  // reader's word as it is, not a typo of another ("raise").
  if (!isHanTerm(term) && !known && !isGlossaryWord(index, term) && !isStopWord(term, index.locale)) {
    // A Latin word with a form of its family may still be a typo of another word ("specifiations"
    // is "specifications", not "specified"): then a spelling one edit away. (Not in Arabic or
    // Devanagari, whose short words have many neighbours one letter away.)
    const hasFamily = variants.some((v) => v.weight >= SIBLING_WEIGHT)
    const budget = !hasFamily ? typoBudget(term) : isLatinWord(term) ? Math.min(1, typoBudget(term)) : 0
    // Each further edit counts less: the nearest spelling is the likelier one.
    for (const near of similarTerms(index, term, budget).slice(0, TYPO_CANDIDATES)) {
      if (!variants.some((v) => v.term === near.term)) variants.push({ term: near.term, weight: TYPO_WEIGHT ** near.distance })
    }
  }
  return variants
}

/** Other forms of a word that the index holds: its family (light stem), other endings of a long word, another spelling of a unit. */
function otherForms(index: LoadedIndex, term: string): Variant[] {
  const forms: Variant[] = []
  for (const sibling of (index.termsByStem.get(lightStem(term)) ?? []).filter((t) => t !== term).slice(0, 8)) {
    forms.push({ term: sibling, weight: SIBLING_WEIGHT })
  }
  // Other endings of a long word (Polish, Italian, Swedish … inflect: "instalację", "instalacji"),
  // and the family a word's endings do not show: a participle's verb, a verb's noun ("getauscht":
  // "tauschen"; "konfigurieren": "Konfiguration"; "أثبت": "تثبيت"), lib/search/word-forms.ts.
  const inflections = inflectionStem(index, term)
  const starts = [...(inflections ? [inflections] : []), ...familyStarts(index.locale, term, index.frequency.has(term))]
  for (const start of starts) {
    for (const form of prefixTerms(index, start).slice(0, INFLECTIONS)) {
      if (!forms.some((v) => v.term === form) && form !== term) forms.push({ term: form, weight: INFLECTION_WEIGHT })
    }
  }
  for (const unit of unitVariants(term)) if (index.frequency.has(unit)) forms.push({ term: unit, weight: SIBLING_WEIGHT })
  for (const unit of unitScales(term)) if (index.frequency.has(unit) && !forms.some((v) => v.term === unit)) forms.push({ term: unit, weight: UNIT_SCALE_WEIGHT })
  // An English word in Latin letters is also its loan in Devanagari ("firmware", "फ़र्मवेयर");
  // a word the vocabulary lacks is looked up by its sound in the whole vocabulary, which a query
  // with such a word has loaded (missingShards): an English word the English pages never use
  // ("reaction", "रिएक्शन"), a Hindi word typed in Latin letters ("sasta", "सस्ता").
  const loans = index.loans.get(term) ?? (index.frequency.has(term) ? [] : latinLoans(term, devanagariWords(index)))
  for (const loan of loans) if (index.frequency.has(loan)) forms.push({ term: loan, weight: LOAN_WEIGHT })
  return forms
}

const devanagariOf = new WeakMap<readonly string[], Map<string, string[]>>()

/** The Devanagari words of the loaded vocabulary by their skeleton (built once per set of loaded shards; empty in an index without Devanagari). */
function devanagariWords(index: LoadedIndex): Map<string, string[]> {
  let table = devanagariOf.get(index.terms)
  if (!table) {
    // The terms are sorted: the Devanagari ones are a run of their own (after Latin, before Chinese).
    table = devanagariBySkeleton(index.terms.slice(firstTermFrom(index, DEVANAGARI_FIRST), firstTermFrom(index, DEVANAGARI_END)))
    devanagariOf.set(index.terms, table)
  }
  return table
}

/**
 * The start shared by a long Latin-script word's inflected forms: all but its last letters
 * (a quarter of the word, at most three), never shorter than INFLECTION_MIN_STEM letters. Only
 * in the languages whose endings the light stem does not know: an English word's family is its
 * light stem ("charge", "charging"), and its prefix would join other words ("controller",
 * "controlled").
 */
function inflectionStem(index: LoadedIndex, term: string): string | undefined {
  if (!INFLECTING_LOCALES.has(index.locale) || !isLatinWord(term) || term.length < INFLECTION_MIN_WORD) return undefined
  return term.slice(0, Math.max(INFLECTION_MIN_STEM, term.length - Math.min(3, Math.floor(term.length / 4))))
}

/** A word of a glossary phrase: an alternative's word, matched as it is and with its family only. */
function familyOf(index: LoadedIndex, term: string): Variant[] {
  const variants: Variant[] = index.frequency.has(term) ? [{ term, weight: 1 }] : []
  for (const sibling of (index.termsByStem.get(lightStem(term)) ?? []).filter((t) => t !== term).slice(0, 8)) {
    variants.push({ term: sibling, weight: SIBLING_WEIGHT })
  }
  return variants
}

/**
 * Whether search matches a word without guessing a typo: the index holds it or a glossary word,
 * another form of it (its family, another ending of a long word, a unit's spelling), or a
 * compound of two of its words ("openzetten": "open" + "zetten").
 */
export function isWordOfTheDocs(index: LoadedIndex, term: string): boolean {
  return (
    index.frequency.has(term) ||
    isGlossaryWord(index, term) ||
    otherForms(index, term).length > 0 ||
    splitCompound(index, term) !== undefined
  )
}

/** Whether a word the vocabulary lacks is a word of a loaded glossary phrase (then it is no typo). */
function isGlossaryWord(index: LoadedIndex, term: string): boolean {
  return index.glossaryByTerm.has(term)
}

/**
 * Splits a word the index lacks into two words it has ("batterieladezeit" → "batterie" +
 * "ladezeit"; a linking s, e or n may end the first part), for languages that write compounds
 * as one word (de, nl, sv). The longest first part that works wins.
 */
export function splitCompound(index: LoadedIndex, term: string): string[] | undefined {
  if (!COMPOUNDING_LOCALES.has(index.locale) || !isLatinWord(term) || term.length < COMPOUND_MIN_LENGTH || index.frequency.has(term)) return undefined
  const known = (part: string) => part.length >= COMPOUND_MIN_PART && index.frequency.has(part) && !isStopWord(part, index.locale)
  for (let cut = term.length - COMPOUND_MIN_PART; cut >= COMPOUND_MIN_PART; cut--) {
    const tail = term.slice(cut)
    if (!known(tail)) continue
    const head = term.slice(0, cut)
    for (const link of ['', 's', 'e', 'n', 'en', 'er', 'es']) {
      if (link && !head.endsWith(link)) continue
      const stem = head.slice(0, head.length - link.length)
      if (known(stem)) return [stem, tail]
    }
  }
  return undefined
}

/**
 * How much a word says about what the reader wants, from how many sections hold it: a word in
 * most sections ("controller") counts less than a rare one ("temperature"). A word the index
 * does not hold (a glossary word, a typo, half a word) counts fully: what stands for it is rare.
 * Chinese character pairs the index lacks are the exception (UNKNOWN_HAN_WEIGHT).
 */
function rarity(index: LoadedIndex, term: string): number {
  const sections = index.frequency.get(term)
  // A pair of Chinese characters no section holds mostly spans two words ("要开"): noise, not a rare word.
  if (sections === undefined) return isHanTerm(term) ? UNKNOWN_HAN_WEIGHT : 1
  const idf = inverseFrequency(index, sections)
  return COMMON_WORD_WEIGHT + (1 - COMMON_WORD_WEIGHT) * Math.min(1, idf / RARE_IDF)
}

/** How rare a word held by this many sections is (its idf). */
export function inverseFrequency(index: LoadedIndex, sections: number): number {
  return Math.log(1 + index.stored.length / (1 + sections))
}

/**
 * How fully a match covers its word, from its score: a word in a title, heading or the page's
 * keywords counts fully; one only in the body counts less, so a section that names what the
 * reader asks for beats one that merely uses all the words of a long question.
 */
function fieldStrength(score: number): number {
  return BODY_STRENGTH + (1 - BODY_STRENGTH) * Math.min(1, Math.max(0, (score - 1) / 2))
}

function decay(rank: number): number {
  return 1 / (1 + rank / BODY_ORDER_DECAY)
}

/**
 * Per-query scratch space, by section id. Typed arrays instead of a map per term and an object
 * per matched section: a common word matches most sections, and those allocations were most of
 * a query's time.
 */
interface Scratch {
  /** Best score of the current query term (0: not matched). */
  best: Float64Array
  /** Ids with a score for the current query term. */
  touched: number[]
}

/** Best score of each section for one query term, over its variants and the fields, into scratch. */
function termScores(index: LoadedIndex, variants: Variant[], scratch: Scratch): void {
  const { best, touched } = scratch
  for (const variant of variants) {
    const found = termPostings(index, variant.term)
    if (!found) continue
    const { ids, starts } = found.postings
    FIELDS.forEach((field, f) => {
      // A term's matches in a field, best rank first (rank-slots.ts).
      const from = starts[found.row + f]!
      const to = Math.min(starts[found.row + f + 1]!, from + FIELD_MATCH_LIMIT)
      for (let at = from; at < to; at++) {
        const id = ids[at]!
        // A title match counts most on the page's intro; its other sections inherit less of it.
        const fieldWeight = field === 'title' && index.stored[id]!.heading !== null ? SECTION_TITLE_WEIGHT : FIELD_WEIGHT[field]
        // Order within short fields (titles, headings) says nothing; in the body, earlier is better.
        const score = variant.weight * fieldWeight * (field === 'text' ? decay(at - from) : 1)
        if (score > best[id]!) {
          if (best[id] === 0) touched.push(id)
          best[id] = score
        }
      }
    })
  }
}

/**
 * Whether a word the vocabulary lacks may be corrected against it: by the typo tolerance (from 4
 * letters) or by the "No results" suggestion (from 3). Chinese terms are never corrected.
 */
function mayBeCorrected(index: LoadedIndex, term: string): boolean {
  return !index.frequency.has(term) && !isHanTerm(term) && term.length >= 3 && !isGlossaryWord(index, term)
}

/** A corrected query from the vocabulary, for "No results": looser than the typo tolerance. */
export function suggestQuery(index: LoadedIndex, query: string): string | undefined {
  const terms = queryTerms(query)
  let changed = false
  const corrected = terms.map((term) => {
    if (!mayBeCorrected(index, term)) return term
    const near = similarTerms(index, term, Math.max(1, Math.min(3, Math.floor(term.length * 0.4))))[0]?.term
    if (!near) return term
    changed = true
    return near
  })
  return changed ? corrected.join(' ') : undefined
}

/** One way to match a unit: every token must be in the section (each by one of its variants). */
interface UnitPhrase {
  weight: number
  tokens: Variant[][]
}

/**
 * What a query asks for, piece by piece: a word (with its family, completions, unit spellings
 * and near spellings; a compound also by its parts), or a glossary phrase standing for the
 * words it covers (also matched by the other phrases of its term). `weight` is how much of the
 * query it is.
 */
interface QueryUnit {
  weight: number
  phrases: UnitPhrase[]
  /** A glossary term's page: its intro matches the unit. */
  page?: number
  /** The unit stands for a glossary phrase. */
  concept?: boolean
  /** The query's word, for a unit that is one word. */
  word?: string
}

function queryUnits(index: LoadedIndex, query: string, terms: string[], weightOf: (term: string) => number, finished: boolean): QueryUnit[] {
  const concepts = conceptsOf(index, query, terms, !finished)
  const covered = new Set(concepts.flatMap((c) => c.covers))
  const units: QueryUnit[] = concepts
    .filter((c) => c.covers.length > 0)
    .map((concept) => ({
      weight: concept.covers.reduce((sum, term) => sum + weightOf(term), 0),
      page: concept.page >= 0 ? concept.page : undefined,
      concept: true,
      phrases: [
        { weight: 1, tokens: phraseTerms(concept.phrase).map((term) => variantsOf(index, term, false)) },
        ...concept.alternatives.map((phrase) => ({ weight: GLOSSARY_WEIGHT, tokens: phraseTerms(phrase).map((term) => familyOf(index, term)) })),
      ],
    }))
  // A Chinese word of three or more characters is one unit, found as itself or by all its
  // character pairs (which the query also holds): as separate units, "控制器" would count thrice.
  const pairsOfWord = new Map(terms.filter((t) => isHanTerm(t) && [...t].length > 2).map((word) => [word, pairsOf([...word])]))
  const inWord = new Set([...pairsOfWord.values()].flat())
  terms.forEach((term, i) => {
    if (covered.has(term) || (inWord.has(term) && !pairsOfWord.has(term))) return
    const phrases: UnitPhrase[] = [{ weight: 1, tokens: [variantsOf(index, term, i === terms.length - 1 && !finished, terms.length)] }]
    const pairs = pairsOfWord.get(term)
    if (pairs) phrases.push({ weight: 1, tokens: pairs.map((pair) => variantsOf(index, pair, false)) })
    const parts = splitCompound(index, term)
    if (parts) phrases.push({ weight: COMPOUND_WEIGHT, tokens: parts.map((part) => familyOf(index, part)) })
    // A word the docs lack weighs as the word it is read as: a pair of its characters, its other form, its correction ("unseres" as "unsere").
    const readAs = index.frequency.has(term) || isStopWord(term, index.locale) ? term : pairs ? pairs.find((p) => index.frequency.has(p)) : phrases[0]!.tokens[0]![0]?.term
    const weighed = readAs ?? term
    units.push({ weight: weightOf(weighed), phrases, word: term })
  })
  return units
}

/**
 * The pages a query names: a rare word of the query (a maker: "Pylontech", "Zaptec") in the
 * title and the address of at most NAMED_PAGE_TITLES pages. A reader who names a product asks
 * about its page, even when an overview holds more of the question's other words. Returns the
 * weight of the naming words per page.
 */
function namedPages(index: LoadedIndex, units: QueryUnit[]): Map<number, number> {
  const named = new Map<number, number>()
  for (const unit of units) {
    if (unit.concept || !unit.word || isHanTerm(unit.word) || isStopWord(unit.word, index.locale)) continue
    const word = unit.word
    // A half-typed word names a page by the words it begins ("powerwa": "powerwall").
    const names = index.frequency.has(word) ? [word] : unit.phrases[0]!.tokens[0]!.map((v) => v.term).filter((t) => t.startsWith(word))
    const pagesNamed = new Set<number>()
    for (const name of names) {
      const sections = index.frequency.get(name)
      if (sections === undefined || inverseFrequency(index, sections) < NAMED_PAGE_IDF) continue
      const pages = titlePages(index).get(name)
      if (!pages || pages.length > NAMED_PAGE_TITLES) continue
      for (const page of pages) pagesNamed.add(page)
    }
    for (const page of pagesNamed) named.set(page, (named.get(page) ?? 0) + unit.weight)
  }
  return named
}

const titlePagesOf = new WeakMap<LoadedIndex, Map<string, number[]>>()

/** Each word of a page title that its address also holds, with the pages whose title holds it (built once per index). */
function titlePages(index: LoadedIndex): Map<string, number[]> {
  let table = titlePagesOf.get(index)
  if (!table) {
    table = new Map()
    for (let page = 0; page < index.introOf.length; page++) {
      const intro = index.stored[index.introOf[page]!]
      if (!intro) continue
      // A name is the same in every language: the page's address (its English slug) holds it too.
      const slug = new Set(tokenize(intro.url.split('#')[0]!.split('/').filter(Boolean).at(-1) ?? ''))
      // Chinese text holds no word of a Latin address: the title's other words are read without the segmenter (25 ms per index).
      const title = intro.title.replace(HAN_RUNS, ' ')
      for (const word of new Set(tokenize(title))) if (slug.has(word)) table.set(word, [...(table.get(word) ?? []), page])
    }
    titlePagesOf.set(index, table)
  }
  return table
}

const HAN_RUNS = /\p{Script=Han}+/gu

/**
 * Builds what the index's queries share and would otherwise build on the reader's first query
 * (the pages' names, namedPages; the Devanagari words by sound, otherForms): the worker runs it
 * as the index loads, in a task of its own.
 */
export function prepareIndex(index: LoadedIndex): void {
  titlePages(index)
  devanagariWords(index)
}

/** Best score of each section for one unit, over its phrases (a phrase scores its weakest token), into scratch. */
function unitScores(index: LoadedIndex, unit: QueryUnit, scratch: Scratch): void {
  const count = index.stored.length
  const [phraseScores, tokenScores] = phraseScratch(index)
  for (const phrase of unit.phrases) {
    if (phrase.tokens.some((variants) => variants.length === 0)) continue
    termScores(index, phrase.tokens[0]!, phraseScores)
    let ids = phraseScores.touched
    for (const variants of phrase.tokens.slice(1)) {
      if (ids.length === 0) break
      termScores(index, variants, tokenScores)
      ids = ids.filter((id) => tokenScores.best[id]! > 0)
      for (const id of ids) phraseScores.best[id] = Math.min(phraseScores.best[id]!, tokenScores.best[id]!)
      clear(tokenScores)
    }
    // A phrase many sections hold ("battery") says less than a rare one ("home battery").
    const weight = phrase.weight * (phrase === unit.phrases[0] ? 1 : specificity(count, ids.length))
    for (const id of ids) raise(scratch, id, weight * phraseScores.best[id]!)
    clear(phraseScores)
  }
  if (unit.page !== undefined) raise(scratch, index.introOf[unit.page]!, GLOSSARY_PAGE_SCORE)
}

/**
 * Two score arrays of the index's size, shared by every phrase of every query on that index:
 * a query has dozens of phrase tokens, and an array each was most of its garbage.
 */
const phraseScratches = new WeakMap<LoadedIndex, [Scratch, Scratch]>()

function phraseScratch(index: LoadedIndex): [Scratch, Scratch] {
  let pair = phraseScratches.get(index)
  if (!pair) {
    const count = index.stored.length
    pair = [
      { best: new Float64Array(count), touched: [] },
      { best: new Float64Array(count), touched: [] },
    ]
    phraseScratches.set(index, pair)
  }
  return pair
}

/** Zeroes what a scratch holds, for its next use. */
function clear(scratch: Scratch): void {
  for (const id of scratch.touched) scratch.best[id] = 0
  scratch.touched = []
}

function raise(scratch: Scratch, id: number, score: number): void {
  if (score > scratch.best[id]!) {
    if (scratch.best[id] === 0) scratch.touched.push(id)
    scratch.best[id] = score
  }
}

/** 1 for a phrase few sections hold, down to SPECIFICITY_FLOOR for one most of them hold. */
function specificity(sections: number, holding: number): number {
  const idf = Math.log(1 + sections / (1 + holding))
  return SPECIFICITY_FLOOR + (1 - SPECIFICITY_FLOOR) * Math.min(1, idf / RARE_IDF)
}

/**
 * The sections shown, by page: pages in the order of their best section, at most `limit` pages
 * and `perPage` sections each, best first (equal scores: the lower id). Sorts pages, then the
 * sections of the pages shown, not every matched section.
 */
function topPages(index: LoadedIndex, matched: number[], score: Float64Array, limit: number, perPage: number): Map<number, number[]> {
  const before = (a: number, b: number) => score[b]! - score[a]! || a - b
  const sectionsOf = new Map<number, number[]>()
  for (const id of matched) {
    const page = index.pageOf[id]!
    const list = sectionsOf.get(page)
    if (list) list.push(id)
    else sectionsOf.set(page, [id])
  }
  // Each page's best section stands for the page.
  const bests = [...sectionsOf.values()].map((ids) => ids.reduce((best, id) => (before(id, best) < 0 ? id : best)))
  const shown = bests.sort(before).slice(0, limit)
  return new Map(shown.map((best) => [index.pageOf[best]!, sectionsOf.get(index.pageOf[best]!)!.sort(before).slice(0, perPage)]))
}

/**
 * Ranked sections for a query. Sections that contain every word come first (stop words weigh
 * less), then partial matches; within those, title > heading > section label > body. Results
 * are grouped by page. Any string is a valid query.
 */
export function searchSections(index: LoadedIndex, query: string, options: SearchOptions = {}): SearchResponse {
  const limit = options.limit ?? 20
  const perPage = options.perPage ?? 3
  const terms = queryTerms(query)
  if (terms.length === 0) return { hits: [], total: 0 }

  const meaningful = terms.filter((t) => !isStopWord(t, index.locale))
  // Stop words together weigh at most STOP_WORDS_SHARE of the other words: "where can I find
  // information about installation" is about installation, however many filler words surround it.
  const stops = terms.length - meaningful.length
  const meaningfulWeight = meaningful.reduce((sum, term) => sum + rarity(index, term), 0)
  const stopWeight = stops > 0 && meaningful.length > 0 ? Math.min(STOP_WORD_WEIGHT, (STOP_WORDS_SHARE * meaningfulWeight) / stops) : STOP_WORD_WEIGHT
  const weightOf = options.weigh ?? ((term: string) => (meaningful.length > 0 && isStopWord(term, index.locale) ? stopWeight : rarity(index, term)))
  const units = queryUnits(index, query, terms, weightOf, options.finished === true || !typingLastWord(query))
  const totalWeight = units.reduce((sum, unit) => sum + unit.weight, 0)

  const count = index.stored.length
  const scratch: Scratch = { best: new Float64Array(count), touched: [] }
  const coverage = new Float64Array(count)
  const relevance = new Float64Array(count)
  // Which query units each section matched (a bit per unit), for the terms to highlight.
  const words = Math.ceil(units.length / 32)
  const unitBits = new Uint32Array(count * words)
  const isMatched = new Uint8Array(count)
  const matched: number[] = []
  // Each unit's best match on each page: how much of the query a page holds across its sections.
  const pageUnitBest = new Float64Array(index.introOf.length * units.length)
  const unitTerms = units.map((unit, i) => {
    unitScores(index, unit, scratch)
    for (const id of scratch.touched) {
      if (!isMatched[id]) {
        isMatched[id] = 1
        matched.push(id)
      }
      const covered = unit.weight * fieldStrength(scratch.best[id]!)
      coverage[id] += covered
      const page = index.pageOf[id]!
      const slot = page * units.length + i
      if (covered > pageUnitBest[slot]!) pageUnitBest[slot] = covered
      relevance[id] += unit.weight * scratch.best[id]!
      unitBits[id * words + (i >> 5)]! |= 1 << (i & 31)
      scratch.best[id] = 0
    }
    scratch.touched.length = 0
    return unit.phrases.flatMap((phrase) => phrase.tokens.flatMap((variants) => variants.map((v) => v.term)))
  })

  const named = namedPages(index, units)
  // Each page's share of the query (its units' best sections), summed once per page.
  const pageShares = new Float64Array(index.introOf.length).fill(-1)
  const pageCoverage = (id: number) => {
    const page = index.pageOf[id]!
    if (pageShares[page]! < 0) {
      let sum = 0
      for (let slot = page * units.length; slot < (page + 1) * units.length; slot++) sum += pageUnitBest[slot]!
      pageShares[page] = sum / totalWeight
    }
    return pageShares[page]!
  }
  const wholeQuestion = isWholeQuestion(query, index.locale)
  // Among equally good matches, the more general page (nearer the top of the tree) comes first.
  const score = new Float64Array(count)
  for (const id of matched) {
    const ownShare = (coverage[id]! + NAMED_PAGE_FACTOR * (named.get(index.pageOf[id]!) ?? 0)) / totalWeight
    const pageShare = wholeQuestion ? PAGE_COVERAGE_WEIGHT * pageCoverage(id) : 0
    score[id] = (ownShare + pageShare) * 100 + relevance[id]! + 1 / (1 + index.stored[id]!.depth)
  }
  const pages = topPages(index, matched, score, limit, perPage)
  const termsOf = (id: number) => {
    const found = new Set<string>()
    unitTerms.forEach((terms, i) => {
      if (unitBits[id * words + (i >> 5)]! & (1 << (i & 31))) for (const term of terms) found.add(term)
    })
    return [...found]
  }
  const hits: SearchHit[] = [...pages.values()]
    .flat()
    .slice(0, limit)
    .map((id) => {
      const { depth: _depth, ...section } = index.stored[id]!
      return { id, ...section, score: Math.round(score[id]! * 100) / 100, coverage: Math.round((coverage[id]! / totalWeight) * 1000) / 1000, pageCoverage: Math.round(pageCoverage(id) * 1000) / 1000, terms: termsOf(id) }
    })
  const response: SearchResponse = { hits, total: matched.length }
  if (options.units) response.units = units.map((unit, i) => ({ weight: unit.weight, terms: unitTerms[i]!, ...(unit.concept && { concept: true }), ...(unit.word !== undefined && { word: unit.word }) }))
  if (hits.length === 0) response.suggestion = suggestQuery(index, query)
  return response
}
