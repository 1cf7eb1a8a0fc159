import type { AskQuestion } from './ask-questions'
import type { RelevanceQuery } from './search-queries'

/** One query of the tuning sets written by readers (set-2.ts … set-4.ts): its language, its kind, its words and the pages that answer it. */
export const readerQuery = (locale: RelevanceQuery['locale'], kind: 'question' | 'everyday', query: string, ...expect: string[]): RelevanceQuery => ({ locale, kind, query, expect })

/** A set's whole questions, asked of Ask AI: an answer should cite one of their pages. */
export const questionsOf = (queries: RelevanceQuery[]): AskQuestion[] => queries.filter((q) => q.kind === 'question').map(({ locale, query, expect }) => ({ locale, question: query, expect }))
