import type { LoadedIndex } from '../search/query'
import { inverseFrequency, isWordOfTheDocs, searchSections } from '../search/query'
import { isStopWord } from '../search/stopwords'
import { STEP_MARK, TABLE_CELL_SEPARATOR } from '../search/passage-marks'
import { isHanTerm, pairsOf, tokenize } from '../search/tokenize'
import type { QueryUnitTerms, SearchHit } from '../search/types'
import { questionShape, type QuestionShape } from './question-shape'
import { splitSentences } from './sentences'
import type { AnswerSentence, AnswerSource, ExtractiveAnswer, PassagesFile } from './types'

export interface AskOptions {
  /** The previous question of the conversation, for short follow-ups ("and for SolarEdge?"). */
  previous?: string
}

/**
 * Below this share of the question (rare words counting more) held by one page, the docs do not
 * answer it; each word of the question the docs never use raises the bar (UNKNOWN_WORD_PENALTY
 * times their share of its words): "the best pizza in town" matches "town" and "best" somewhere,
 * but pizza is not in the docs.
 */
const MIN_COVERAGE = 0.35
const UNKNOWN_WORD_PENALTY = 0.8
/**
 * A question naming this many terms of the domain's glossary is about the domain: the words the
 * docs never use are then the reader's own ("my wife", "at dawn"), not another subject, and do
 * not raise the bar; fewer terms lower what they add in proportion (one term: half).
 */
const DOMAIN_TERMS = 2
/** A section holding this much of the question counts for more sources and the next sections. */
const SOURCE_COVERAGE = 0.45
/** Sections this close to the best one in how much of the question they hold may answer it instead, by their shape. */
const CLOSE_COVERAGE = 0.1
const CANDIDATES = 6
/** A table row answers a value question by its name when the name holds this share of the question (rowNamingTheQuestion). */
const NAMED_ROW_SHARE = 0.5
/**
 * A symptom names a row with less: readers describe a symptom in their own words (symptomRow).
 */
const SYMPTOM_ROW_SHARE = 0.3
const MAX_STEPS = 8
/** A step of a how-do-I answer: its action and what the reader sees then, in whole sentences. */
const STEP_LENGTH = 240
const MAX_SENTENCES = 3
const MAX_EXTRA_SOURCES = 2
/** Another page is cited when one of its sentences holds this share of the question. */
const EXTRA_SENTENCE_SHARE = 0.5
/** Sections given to a model as context (lib/ask/llm.ts). */
const CONTEXT_PASSAGES = 4
const CLOSEST_PAGES = 3
/** The closest pages are offered when they hold at least this much of an unanswered question. */
const CLOSEST_COVERAGE = 0.25
const LEAD_SENTENCES = 2
/** The rerank of a question's hits (rerank). */
const RERANK_COVERAGE = 2
const RERANK_TITLED = 1.5
const RERANK_ORDER = 0.5
const RERANK_GENERAL = 0.3
/**
 * Only hits search scored at least this share of its best one's score are reordered, and the
 * pages the question names (namesThePage): a hit search found clearly weaker does not overtake
 * the best by a heading that shares a word or two with a long question. The rest keep search's
 * order, after them.
 */
const RERANK_WITHIN = 0.8
/** A page the question names by its name (namesThePage): a maker, a product. */
const RERANK_NAMED = 1
const NAMED_TITLE_IDF = 4

/** The words of a question that carry it: stop and question words removed (unless that leaves nothing). */
export function questionTerms(question: string, locale: string): string[] {
  const terms = [...new Set(tokenize(question))]
  const meaningful = terms.filter((t) => !isStopWord(t, locale) && !isHanTerm(t))
  return meaningful.length > 0 ? meaningful : terms.filter((t) => !isHanTerm(t))
}

/** A follow-up with few words of its own borrows the meaningful words of the previous question. */
export function contextualQuestion(question: string, locale: string, previous?: string): string {
  if (!previous) return question
  const own = tokenize(question).filter((t) => !isStopWord(t, locale))
  return own.length <= 2 ? `${question} ${questionTerms(previous, locale).join(' ')}` : question
}

/**
 * Whether a question holds a word the documentation uses (or a glossary word): one made only of
 * words the docs never use ("how do I bake bread") matches by near spellings alone, which
 * search may offer but an answer must not.
 */
function usesWordsOfTheDocs(index: LoadedIndex, question: string): boolean {
  return tokenize(question).some((term) => !isStopWord(term, index.locale) && (isHanTerm(term) || isWordOfTheDocs(index, term)))
}

/** Share of a question's meaningful words the docs never use (Chinese words as the segmenter finds them, not their character pairs). */
function unknownShare(index: LoadedIndex, question: string): number {
  const words = [...new Set(tokenize(question, { hanPairs: 'none' }))].filter((term) => !isStopWord(term, index.locale))
  const known = (term: string) => (isHanTerm(term) ? isHanWordOfTheDocs(index, term) : isWordOfTheDocs(index, term))
  return words.length === 0 ? 0 : words.filter((term) => !known(term)).length / words.length
}

/**
 * Letters below which a word the docs never use, matched by a near spelling, is a guess: one
 * edit turns a short word into many others. (Tuning sets: 5 declines one more question the docs
 * do not answer and cites as before; from 6 on, fewer questions are answered from the right page.)
 */
const GUESS_LENGTH = 5

/**
 * The share of the question held by words the docs never use that search matched only by a near
 * spelling of a short word: a guess ("tyre" as "type"), which may rank pages but is no reason to
 * answer. A long word one letter off ("instalation") is a misspelling of the docs' word.
 */
function guessedShare(index: LoadedIndex, units: QueryUnitTerms[]): number {
  const total = units.reduce((sum, unit) => sum + unit.weight, 0)
  const guessed = units.filter(
    (unit) => unit.word !== undefined && unit.word.length < GUESS_LENGTH && unit.terms.length > 0 && !unit.terms.includes(unit.word) && !isWordOfTheDocs(index, unit.word),
  )
  return total === 0 ? 0 : guessed.reduce((sum, unit) => sum + unit.weight, 0) / total
}

/** A Chinese word the docs use: as a word, or as every pair of its characters (the segmenter may cut the docs' text otherwise). */
function isHanWordOfTheDocs(index: LoadedIndex, word: string): boolean {
  return index.frequency.has(word) || pairsOf([...word]).every((pair) => index.frequency.has(pair))
}

/** How strongly a term of the docs speaks for the question (its idf): rare words more than common ones. */
function idf(index: LoadedIndex, term: string): number {
  const sections = index.frequency.get(term)
  if (sections === undefined) return 1
  return inverseFrequency(index, sections)
}

/** How much of the question a piece of text holds (0–1). */
type QuestionShare = (text: string) => number

/**
 * The question's share a text holds, by the units search matched the question with (a word
 * with its forms and spellings, a glossary phrase): a unit counts once, by any of its terms, so
 * a word with many forms weighs no more than a word with one.
 */
function questionShare(units: QueryUnitTerms[]): QuestionShare {
  const total = units.reduce((sum, unit) => sum + unit.weight, 0)
  return (text) => {
    if (total === 0) return 0
    const words = new Set(tokenize(text))
    return units.reduce((sum, unit) => (unit.terms.some((term) => words.has(term)) ? sum + unit.weight : sum), 0) / total
  }
}

function sourceOf(hit: SearchHit, n: number): AnswerSource {
  return { n, url: hit.url, title: hit.title, label: hit.label, heading: hit.heading }
}

/**
 * The items of a numbered list in a section's text: each step's action and what the reader sees
 * then (its next paragraph, for the last step only the one right after it), in whole sentences
 * of at most STEP_LENGTH characters together.
 */
function stepsOf(text: string, lang: string): string[] {
  const lines = text.split('\n')
  const steps: string[][] = []
  let following = 0
  for (const line of lines) {
    if (line.startsWith(STEP_MARK)) {
      steps.push([line.slice(STEP_MARK.length).trim()])
      following = 0
    } else if (steps.length > 0 && following < 1) {
      steps.at(-1)!.push(line.trim())
      following++
    }
  }
  return steps
    .map((parts) => {
      const sentences = parts.flatMap((part) => splitSentences(part, lang))
      const kept: string[] = []
      for (const sentence of sentences) {
        if (kept.length > 0 && [...kept, sentence].join(' ').length > STEP_LENGTH) break
        kept.push(sentence)
      }
      return kept.join(' ')
    })
    .filter(Boolean)
}

/** The line of a section (a table row, a list item, a sentence) that gives a value the question asks for. */
function valueLine(text: string, share: QuestionShare): string | undefined {
  let best: { line: string; score: number } | undefined
  for (const line of text.split('\n')) {
    if (!/\p{N}/u.test(line) || line.length > 300) continue
    const score = share(line)
    if (score > 0 && (!best || score > best.score)) best = { line: line.replace(STEP_MARK, '').trim(), score }
  }
  return best?.line
}

function bestSentences(text: string, lang: string, share: QuestionShare, max: number): string[] {
  const sentences = text.split('\n').flatMap((line) => splitSentences(line.replace(STEP_MARK, '').trim(), lang))
  return sentences
    .map((sentence, position) => {
      const words = tokenize(sentence).length
      const fit = words < 4 ? 0.4 : words > 60 ? 0.7 : 1
      return { sentence, position, score: share(sentence) * fit }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, max)
    .sort((a, b) => a.position - b.position)
    .map((s) => s.sentence)
}

function leadSentences(text: string, lang: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => splitSentences(line.replace(STEP_MARK, '').trim(), lang))
    .filter((sentence) => tokenize(sentence).length >= 4)
    .slice(0, LEAD_SENTENCES)
}

/** Every section of a hit's page in page order, each as a hit of its own (with the hit's score and terms). */
function* sectionsOfPage(index: LoadedIndex, hit: SearchHit): Generator<SearchHit> {
  const page = index.pageOf[hit.id]!
  for (let id = index.introOf[page]!; id < index.stored.length && index.pageOf[id] === page; id++) {
    const { depth: _depth, ...section } = index.stored[id]!
    yield { ...section, id, score: hit.score, coverage: hit.coverage, terms: hit.terms }
  }
}

/** The first section of a hit's page with the steps of a procedure. */
function sectionWithSteps(index: LoadedIndex, texts: string[], hit: SearchHit): SearchHit | undefined {
  for (const section of sectionsOfPage(index, hit)) {
    if (stepsOf(texts[section.id] ?? '', section.lang).length >= 2) return section
  }
  return undefined
}

/**
 * The section to answer from: the best one, unless the question wants a shape it lacks. For the
 * steps of a how-do-I, the best page's own sections come first (those search found, then the
 * rest in page order), then other pages about as good; for a value, the section with a table
 * row the question names (rowNamingTheQuestion), else the first close section with a number;
 * for a symptom, the section with the row that names it (symptomRow).
 */
function pickSection(index: LoadedIndex, question: string, rows: RowNames, shape: QuestionShape, close: SearchHit[], answerable: SearchHit[], texts: string[]): SearchHit {
  const best = close[0]!
  const hasSteps = (hit: SearchHit) => stepsOf(texts[hit.id]!, hit.lang).length >= 2
  if (shape === 'steps' && !hasSteps(best)) {
    const page = (hit: SearchHit) => hit.url.split('#')[0]
    // Then the next close page with a procedure anywhere on it, in their order: a page that
    // matches the question as well and has the steps answers it, before a lower page's section.
    const closeSteps = () => {
      for (const hit of close) {
        const steps = hasSteps(hit) ? hit : sectionWithSteps(index, texts, hit)
        if (steps) return steps
      }
      return undefined
    }
    return answerable.find((hit) => page(hit) === page(best) && hasSteps(hit)) ?? sectionWithSteps(index, texts, best) ?? closeSteps() ?? best
  }
  if (shape === 'value') {
    // A question that names the best page (a maker, a product) asks about that page's value: another page's row
    // that only repeats the name ("KEBA P30" in the chargers' table) does not answer it.
    const named = namesThePage(index, best, new Set(tokenize(question)))
    const candidates = named ? answerable.filter((hit) => index.pageOf[hit.id] === index.pageOf[best.id]) : answerable.slice(0, CANDIDATES)
    return rowNamingTheQuestion(index, rows, candidates, texts, true) ?? close.find((hit) => /\p{N}/u.test(texts[hit.id]!)) ?? best
  }
  if (shape === 'symptom') return symptomRow(index, rows, close, texts) ?? best
  return best
}

/**
 * A symptom's table row (a troubleshooting table's symptom): the best page's row the question
 * names, else another close page's row whose name alone holds more of the question than the
 * best section's whole text. A row elsewhere that only shares some of its words describes
 * another situation, but when the best section barely mentions the symptom (a setup page that
 * names the Wi-Fi), the row that names it is the answer.
 */
function symptomRow(index: LoadedIndex, rows: RowNames, close: SearchHit[], texts: string[]): SearchHit | undefined {
  const [best, ...others] = close
  const own = rowNamingTheQuestion(index, rows, [best!], texts, false, SYMPTOM_ROW_SHARE)
  if (own || others.length === 0) return own
  const row = namedRowOf(index, rows, others, texts, false, SYMPTOM_ROW_SHARE)
  return row && row.share > rows.share(texts[best!.id] ?? '') ? row.hit : undefined
}

/**
 * For a value question, the section (of the candidates' pages) with a table row named by the question's words: the row's
 * first cell says what the value is ("Operating temperature"), so a row named by the question
 * answers it better than one whose other cells only mention its words. The largest share of the
 * question's weight in a row's name wins, if it holds at least `least` of it (a row named by
 * one common word of the question says little); ties go to the better-ranked section. A symptom
 * looks for its row the same way, without a number in it.
 */
function rowNamingTheQuestion(index: LoadedIndex, rows: RowNames, candidates: SearchHit[], texts: string[], withValue: boolean, least = NAMED_ROW_SHARE): SearchHit | undefined {
  return namedRowOf(index, rows, candidates, texts, withValue, least)?.hit
}

/** rowNamingTheQuestion's section with the share of the question its row's name holds. */
function namedRowOf(index: LoadedIndex, rows: RowNames, candidates: SearchHit[], texts: string[], withValue: boolean, least: number): { hit: SearchHit; share: number } | undefined {
  let best: { hit: SearchHit; share: number } | undefined
  const onePerPage = candidates.filter((hit, i) => candidates.findIndex((other) => index.pageOf[other.id] === index.pageOf[hit.id]) === i)
  const sections = onePerPage.flatMap((hit) => [...sectionsOfPage(index, hit)])
  for (const hit of sections) {
    const row = namedRow(texts[hit.id] ?? '', rows.share, least, withValue)
    // The row's section answers with the question's words, whichever section of its page search found.
    if (row && (!best || row.share > best.share)) best = { hit: { ...hit, terms: rows.words }, share: row.share }
  }
  return best
}

/** How much of the question a table row's name (its first cell) holds, and the question's words that count. */
interface RowNames {
  share: QuestionShare
  words: string[]
}

/**
 * By the rarity of the question's words. Chinese words count here as the segmenter finds them
 * (not their character pairs: one word would count as three); a row's name holds them whole or
 * as its pairs. With the units search matched the question by, a row's name holds a word in any
 * of its forms ("temperaturas" is the row "Temperatura de funcionamiento"'s "temperatura",
 * "funcionar" its "funcionamiento").
 */
function rowNames(index: LoadedIndex, question: string, units: QueryUnitTerms[]): RowNames {
  const words = [...new Set(tokenize(question, { hanPairs: 'none' }))].filter((t) => !isStopWord(t, index.locale))
  const weights = new Map(words.map((t) => [t, idf(index, t)]))
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0)
  const formsOf = new Map(words.map((word) => [word, isHanTerm(word) ? [word] : [...new Set([word, ...(units.find((unit) => unit.word === word)?.terms ?? [])])]]))
  const share: QuestionShare = (name) => {
    if (total === 0) return 0
    const said = new Set(tokenize(name))
    let sum = 0
    for (const [word, forms] of formsOf) if (forms.some((form) => said.has(form))) sum += weights.get(word)!
    return sum / total
  }
  return { share, words: [...new Set([...formsOf.values()].flat())] }
}

/** The table row of a section whose name holds most of the question, at least `least` of it (with a number in it, for a value). */
function namedRow(text: string, rowShare: QuestionShare, least: number, withValue: boolean): { row: string; share: number } | undefined {
  let best: { row: string; share: number } | undefined
  for (const line of text.split('\n')) {
    const name = line.split(TABLE_CELL_SEPARATOR)[0]!
    if (name === line || (withValue && !/\p{N}/u.test(line))) continue
    const share = rowShare(name)
    if (share >= least && (!best || share > best.share)) best = { row: line, share }
  }
  return best
}

/**
 * An extractive answer from the documentation, no model and no network: the section that
 * answers the question best, answered in its shape (the steps of a "how do I", the value of a
 * "what is / how much", the sentences that answer anything else), cited, with up to two more
 * sources when they add something. When nothing answers it, the closest pages.
 */
export function answerQuestion(index: LoadedIndex, passagesFile: PassagesFile, question: string, options: AskOptions = {}): ExtractiveAnswer {
  const texts = passagesFile.texts
  const full = contextualQuestion(question.slice(0, 500), index.locale, options.previous)
  const shape = questionShape(question, index.locale)
  const { hits, units = [] } = searchSections(index, full, { limit: 20, perPage: 3, finished: true, units: true })
  const share = questionShare(units)
  const answerable = rerank(index, full, hits.filter((hit) => texts[hit.id]))
  const best = answerable[0]
  const most = Math.max(0, ...answerable.map((hit) => hit.pageCoverage ?? hit.coverage ?? 0))
  const usesDocsWords = usesWordsOfTheDocs(index, full)
  const domainTerms = units.filter((unit) => unit.concept).length
  const bar = MIN_COVERAGE + Math.max(0, 1 - domainTerms / DOMAIN_TERMS) * UNKNOWN_WORD_PENALTY * unknownShare(index, full)
  // What a guess may have added does not count toward answering (any hit's page may hold it).
  if (!best || most - guessedShare(index, units) < bar || !usesDocsWords) return notFound(usesDocsWords && most >= CLOSEST_COVERAGE ? hits : [])

  const close = answerable.filter((hit) => (hit.coverage ?? 0) >= (best.coverage ?? 0) - CLOSE_COVERAGE).slice(0, CANDIDATES)
  // A value's row is named by the question's words in any form; a symptom's row by its words as written (rows that share a form of them describe other situations).
  const rows = rowNames(index, full, shape === 'value' ? units : [])
  const first = pickSection(index, full, rows, shape, close, answerable, texts)
  // The chosen section first, then the other sections of its page, then other good matches: a
  // section with nothing to say to the question gives way to the next.
  const page = (hit: SearchHit) => hit.url.split('#')[0]
  const order = [
    first,
    ...answerable.filter((h) => h !== first && page(h) === page(first)),
    ...answerable.filter((h) => page(h) !== page(first) && (h.coverage ?? 0) >= SOURCE_COVERAGE),
  ]
  let chosen = first
  let answerShape: ExtractiveAnswer['shape'] = 'text'
  let lines: string[] = []
  for (const hit of order) {
    chosen = hit
    ;({ shape: answerShape, lines } = answerFrom(hit, texts[hit.id]!, shape, share, rows.share))
    if (lines.length > 0) break
  }
  if (lines.length === 0) {
    // The page matched by its title and keywords in the reader's language, its text is English:
    // its opening sentences say what it is about.
    chosen = first
    answerShape = 'text'
    lines = leadSentences(texts[first.id]!, first.lang)
  }
  if (lines.length === 0) return notFound(hits)

  const sources: AnswerSource[] = [sourceOf(chosen, 1)]
  const sourceHits = [chosen]
  const sentences: AnswerSentence[] = lines.map((line) => ({ text: line, cite: 1 }))
  const pages = new Set([chosen.url.split('#')[0]])
  // The pages the chosen section links to that search also found for the question: the section
  // sends the reader there ("See Transfer ownership"), and the sentence naming one cites it.
  for (const hit of linkedHits(index, passagesFile.links[chosen.id] ?? [], answerable)) {
    if (sources.length > MAX_EXTRA_SOURCES) break
    const page = hit.url.split('#')[0]!
    if (pages.has(page)) continue
    pages.add(page)
    sources.push(sourceOf(hit, sources.length + 1))
    sourceHits.push(hit)
    const title = hit.title.toLocaleLowerCase()
    const naming = sentences.find((sentence) => sentence.cite === 1 && sentence.text.toLocaleLowerCase().includes(title))
    if (naming) naming.cite = sources.length
  }
  // The page of the device or product the question names, when the answer comes from another
  // page (a troubleshooting table's row for "my Zaptec does not start charging"): its own page.
  const asked = new Set(tokenize(full))
  const named = answerable.find((hit) => !pages.has(hit.url.split('#')[0]!) && namesThePage(index, hit, asked))
  if (named && sources.length <= MAX_EXTRA_SOURCES) {
    pages.add(named.url.split('#')[0]!)
    sources.push(sourceOf(named, sources.length + 1))
    sourceHits.push(named)
  }
  // More sources only from other pages that hold about as much of the question, with a sentence of their own to add.
  // Steps and a value come from one section: another page adds a sentence only to a text answer.
  const others = answerShape === 'text' ? close : []
  for (const hit of others) {
    if (sources.length > MAX_EXTRA_SOURCES) break
    const page = hit.url.split('#')[0]!
    if (pages.has(page)) continue
    const [sentence] = bestSentences(texts[hit.id]!, hit.lang, share, 1)
    if (!sentence || share(sentence) < EXTRA_SENTENCE_SHARE || sentences.some((s) => s.text === sentence)) continue
    pages.add(page)
    sources.push(sourceOf(hit, sources.length + 1))
    sourceHits.push(hit)
    sentences.push({ text: sentence, cite: sources.length })
  }
  return {
    found: true,
    shape: answerShape,
    sentences,
    sources,
    // A model's context: the cited sections first, under the same numbers, then the next best ones.
    passages: [...sourceHits, ...answerable.filter((hit) => !sourceHits.includes(hit))]
      .slice(0, Math.max(CONTEXT_PASSAGES, sourceHits.length))
      .map((hit, i) => ({ source: sourceOf(hit, i + 1), text: texts[hit.id]! })),
  }
}

/**
 * Search's order, adjusted for a question: among the hits close to search's best
 * (RERANK_WITHIN) and those on a page the question names, a section whose title or heading
 * names what the question is about beats one that only uses its words, and a general page
 * beats a deep one.
 */
export function rerank(index: LoadedIndex, question: string, hits: SearchHit[]): SearchHit[] {
  const asked = questionTerms(question, index.locale)
  const askedWeight = asked.reduce((sum, t) => sum + idf(index, t), 0) || 1
  const askedSet = new Set(tokenize(question))
  const least = (hits[0]?.score ?? 0) * RERANK_WITHIN
  const scored = hits.map((hit, rank) => {
    const named = new Set(tokenize(`${hit.title} ${hit.heading ?? ''}`))
    const matched = hit.terms.filter((t) => named.has(t) && !isStopWord(t, index.locale))
    const titled = Math.min(1, matched.reduce((sum, t) => sum + idf(index, t), 0) / askedWeight)
    const depth = hit.url.split('#')[0]!.split('/').filter(Boolean).length
    const namesPage = namesThePage(index, hit, askedSet)
    return { hit, namesPage, score: (hit.coverage ?? 0) * RERANK_COVERAGE + titled * RERANK_TITLED + (namesPage ? RERANK_NAMED : 0) + RERANK_ORDER / (1 + rank / 4) + RERANK_GENERAL / (1 + depth) }
  })
  const reordered = scored.filter(({ hit, namesPage }) => namesPage || hit.score >= least)
  return [...reordered.sort((a, b) => b.score - a.score).map((s) => s.hit), ...scored.filter((s) => !reordered.includes(s)).map((s) => s.hit)]
}

/**
 * Whether the question names the page: its name is in the question. A page's name is what its
 * title and its address share (the maker "Zaptec" of "Zaptec Go and Pro", "Shelly" of "Relés
 * inteligentes Shelly"); a title that shares no word with the address (a translated one) is
 * named by all its rare words (a maker or product, "Peblar", "KEBA"). A title's common words
 * ("charger" in "KEBA charger") need not be in the question; a title of common words only
 * ("Reset") names no page.
 */
function namesThePage(index: LoadedIndex, hit: SearchHit, asked: Set<string>): boolean {
  const rare = (words: string[]) => words.filter((t) => !isStopWord(t, index.locale) && idf(index, t) >= NAMED_TITLE_IDF)
  const title = tokenize(hit.title)
  const address = new Set(tokenize(hit.url.split('#')[0]!.split('/').filter(Boolean).at(-1) ?? ''))
  const name = rare(title.filter((t) => address.has(t)))
  const words = name.length > 0 ? name : rare(title)
  return words.length > 0 && words.every((t) => asked.has(t))
}

/** What a section says to the question, in the question's shape where the section has it. */
function answerFrom(hit: SearchHit, text: string, shape: QuestionShape, share: QuestionShare, rowShare: QuestionShare): { shape: ExtractiveAnswer['shape']; lines: string[] } {
  if (shape === 'symptom') {
    // A troubleshooting table's row named by the symptom: the symptom, its cause and what to check, one cell a line.
    const named = namedRow(text, rowShare, SYMPTOM_ROW_SHARE, false)
    if (named) return { shape: 'symptom', lines: named.row.split(TABLE_CELL_SEPARATOR) }
  } else if (shape === 'steps') {
    const steps = stepsOf(text, hit.lang)
    if (steps.length >= 2) return { shape: 'steps', lines: steps.slice(0, MAX_STEPS) }
  } else if (shape === 'value') {
    const value = valueLine(text, share)
    if (value) {
      const context = bestSentences(text, hit.lang, share, 2).filter((s) => !value.includes(s) && !s.includes(value))
      return { shape: 'value', lines: [value, ...context.slice(0, 1)] }
    }
  }
  return { shape: 'text', lines: bestSentences(text, hit.lang, share, MAX_SENTENCES) }
}

/**
 * For each page a section links to, search's best hit on it for the question (in the hits'
 * order), if it holds at least CLOSEST_COVERAGE of the question; pages search did not find for
 * it are left out.
 */
function linkedHits(index: LoadedIndex, linkedPages: number[], hits: SearchHit[]): SearchHit[] {
  const linked = new Set(linkedPages)
  const seen = new Set<number>()
  return hits.filter((hit) => {
    const page = index.pageOf[hit.id]!
    if (!linked.has(page) || seen.has(page) || (hit.coverage ?? 0) < CLOSEST_COVERAGE) return false
    seen.add(page)
    return true
  })
}

function notFound(hits: SearchHit[]): ExtractiveAnswer {
  const closest: AnswerSource[] = []
  const seen = new Set<string>()
  for (const hit of hits) {
    const page = hit.url.split('#')[0]!
    if (seen.has(page)) continue
    seen.add(page)
    closest.push({ n: closest.length + 1, url: page, title: hit.title, label: hit.label, heading: null })
    if (closest.length === CLOSEST_PAGES) break
  }
  return { found: false, shape: 'text', sentences: [], sources: [], closest, passages: [] }
}
