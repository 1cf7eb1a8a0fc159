import type { AnswerSource, ExtractiveAnswer } from '../ask/types'
import { lookUp } from './lookup'
import type { FaultLookupData } from './view'

/**
 * Ask's answer to a code or an LED description, from its card: what the code means and what the
 * device does, then what to check, citing the page that covers it. Undefined for any other
 * question (Ask answers it from the docs). An LED state cites the status LED page.
 */
export function faultAnswer(question: string, data: FaultLookupData): ExtractiveAnswer | undefined {
  const result = lookUp(question, data.cards, data.leds.map((l) => l.words), data.sources)
  if (result.kind === 'code' && result.cards.length > 0) {
    const card = result.cards[0]!
    const source: AnswerSource = { n: 1, url: card.url, title: card.pageTitle, label: card.sourceName, heading: `${card.code} · ${card.title}` }
    const sentences = [`${card.sourceName} ${card.code}: ${card.title}.`, card.does, ...card.causes.slice(0, 1), ...card.checks].map((text) => ({ text, cite: 1 }))
    return { found: true, shape: 'text', sentences, sources: [source], passages: [{ source, text: sentences.map((s) => s.text).join(' ') }] }
  }
  if (result.kind === 'led' && data.ledPageUrl) {
    const state = data.leds.find((l) => l.id === result.ledStates[0])!
    const source: AnswerSource = { n: 1, url: data.ledPageUrl, title: state.name, label: data.lookupTitle, heading: `${state.name}: ${state.colour}, ${state.pattern}` }
    const sentences = [`${state.name}: ${state.colour}, ${state.pattern}. ${state.meaning}.`, state.action].map((text) => ({ text, cite: 1 }))
    return { found: true, shape: 'text', sentences, sources: [source], passages: [{ source, text: sentences.map((s) => s.text).join(' ') }] }
  }
  return undefined
}
