import { isHanTerm, normalizeWord } from './tokenize'

export interface TextPart {
  text: string
  match: boolean
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu

/**
 * Splits display text into plain and matching parts for the terms of a result. Words match when
 * their normalised form starts with a term (so "Wechselrichters" lights up for "wechselrichter");
 * Han terms match where they occur. The parts are rendered as text nodes: nothing is parsed as
 * HTML, so page text and queries cannot inject markup.
 */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : []
  const marks = new Array<boolean>(text.length).fill(false)
  const wordTerms = terms.filter((t) => !isHanTerm(t) && t.length > 0)
  for (const match of text.matchAll(WORD)) {
    const normal = normalizeWord(match[0])
    if (wordTerms.some((term) => normal.startsWith(term) || (term.length >= 4 && term.startsWith(normal) && normal.length >= 3))) {
      marks.fill(true, match.index, match.index + match[0].length)
    }
  }
  for (const term of terms.filter(isHanTerm)) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) marks.fill(true, at, at + term.length)
  }
  const parts: TextPart[] = []
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1]
    if (last && last.match === marks[i]) last.text += text[i]
    else parts.push({ text: text[i]!, match: marks[i]! })
  }
  return parts
}
