/** `search-index/{locale}.passages.json`: what Ask AI answers from. */
export interface PassagesFile {
  /** The full text of each section, by section id. */
  texts: string[]
  /** The pages (their numbers in the index) a section's text links to, by section id; a section without such links has no entry. */
  links: Record<number, number[]>
}

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
  /**
   * How the sentences read: the steps of a procedure (a numbered list), a value (the first
   * sentence is the value, e.g. a table row), a symptom's table row (a line per cell: the
   * symptom, its cause, what to check), or sentences.
   */
  shape: 'steps' | 'value' | 'symptom' | 'text'
  sentences: AnswerSentence[]
  sources: AnswerSource[]
  /** When nothing answers the question: the pages nearest to it. */
  closest?: AnswerSource[]
  /** The sections retrieved for the question, best first (also the context for a model). */
  passages: { source: AnswerSource; text: string }[]
}
