import type { LocaleId } from '@/lib/i18n/locales'

/**
 * The held-out evaluation set: queries and questions written before the ranking work of
 * "answers for the questions readers type", by someone who had not seen the ranking. Figures
 * on them are reported beside the tuning set's (quality/tuning/)
 * and the ranking is never adjusted to them.
 */
export interface HeldOutQuery {
  locale: LocaleId
  kind: 'question' | 'everyday' | 'keyword' | 'typo' | 'prefix'
  query: string
  /** Doc paths; a hit is any of them. */
  expect: string[]
}

export interface HeldOutQuestion {
  locale: LocaleId
  kind: 'steps' | 'value' | 'symptom' | 'other'
  question: string
  /** Doc paths a good answer cites. */
  expect: string[]
}

/** A held-out code or LED query: `expect` holds card ids (`source:code`, e.g. `controller:E-204`, `SMA:3501`) or LED states (`led/colour/pattern`); any one of them among the first three counts. */
export interface HeldOutFaultQuery {
  locale: LocaleId
  kind: 'code' | 'led'
  query: string
  expect: string[]
}
