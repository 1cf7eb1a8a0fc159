import { DEFAULT_LOCALE } from '../i18n/locales'
import { QUESTION_PATTERNS } from './question-patterns'

/**
 * What kind of answer a question wants, from how readers start it in their language (and in
 * English, which they mix in): the steps for a "how do I", a value with its unit for a "what is /
 * how much / which", the cause and the checks for a symptom. Anything else gets the sentences
 * that answer it.
 */
export type QuestionShape = 'steps' | 'value' | 'symptom' | 'other'

/** `\b` in the patterns is a word boundary for every script (JavaScript's own is ASCII-only). */
const BOUNDARY = '(?:(?<![\\p{L}\\p{M}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{M}\\p{N}])(?![\\p{L}\\p{M}\\p{N}]))'
const compiled = new Map<string, Record<'steps' | 'value' | 'why' | 'symptom', RegExp[]>>()

function patternsFor(locale: string): Record<'steps' | 'value' | 'why' | 'symptom', RegExp[]> {
  let patterns = compiled.get(locale)
  if (!patterns) {
    const tables = [...new Set([locale, DEFAULT_LOCALE])].map((l) => QUESTION_PATTERNS[l]).filter((t) => t !== undefined)
    const unicode = (p: RegExp) => new RegExp(p.source.replaceAll('\\b', BOUNDARY), 'iu')
    patterns = {
      steps: tables.map((t) => unicode(t.steps)),
      value: tables.map((t) => unicode(t.value)),
      why: tables.map((t) => unicode(t.why)),
      symptom: tables.map((t) => unicode(t.symptom)),
    }
    compiled.set(locale, patterns)
  }
  return patterns
}

export function questionShape(question: string, locale: string): QuestionShape {
  const text = question.normalize('NFC')
  const patterns = patternsFor(locale)
  // "Why … every few hours", "why so much data": a why asks for a cause, though it holds a value's words.
  if (patterns.why.some((pattern) => pattern.test(text))) return 'symptom'
  if (patterns.value.some((pattern) => pattern.test(text))) return 'value'
  if (patterns.steps.some((pattern) => pattern.test(text))) return 'steps'
  if (patterns.symptom.some((pattern) => pattern.test(text))) return 'symptom'
  return 'other'
}
