/** `search-index/{locale}.passages.json`: the full text of each section, by section id. */
export type PassagesFile = string[]

export interface AnswerSource {
  /** Citation number, from 1. */
  n: number
  url: string
  title: string
  label: string
  heading: string | null
}

export interface AnswerSentence {
  text: string
  /** Citation number of the source the sentence comes from. */
  cite: number
}

export interface ExtractiveAnswer {
  /** False when the documentation does not seem to answer the question. */
  found: boolean
  sentences: AnswerSentence[]
  sources: AnswerSource[]
  /** The sections retrieved for the question, best first (also the context for a model). */
  passages: { source: AnswerSource; text: string }[]
}
