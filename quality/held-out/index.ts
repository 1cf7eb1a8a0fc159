import { QUERIES_A, QUESTIONS_A } from './set-a'
import { QUERIES_B, QUESTIONS_B } from './set-b'
import type { HeldOutQuery, HeldOutQuestion } from './types'

/**
 * The held-out set. Written before the ranking work it measures, by readers of the docs who had
 * not seen the ranking; reported beside the tuning set and never used to adjust the ranking.
 */
export const HELD_OUT_QUERIES: HeldOutQuery[] = [...QUERIES_A, ...QUERIES_B]
export const HELD_OUT_QUESTIONS: HeldOutQuestion[] = [...QUESTIONS_A, ...QUESTIONS_B]
export type { HeldOutQuery, HeldOutQuestion } from './types'
