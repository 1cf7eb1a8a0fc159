import type { SearchHit } from '../search/types'
import { lookUp } from './lookup'
import type { FaultLookupData } from './view'

/** At most this many cards go first in the search results; the lookup page shows them all. */
const MAX_FAULT_HITS = 3

/**
 * The search results a code or LED query puts first: each matching LED state and card as a hit
 * on the lookup page with that query, named by its code and title. Only codes and LED
 * descriptions count here; words alone are left to the docs' own search.
 */
export function faultSearchHits(query: string, data: FaultLookupData, readerLang: string): SearchHit[] {
  const result = lookUp(query, data.cards, data.leds.map((l) => l.words), data.sources)
  if (result.kind !== 'code' && result.kind !== 'led') return []
  const lookup = (code: string) => `${data.lookupUrl}?code=${encodeURIComponent(code)}`
  const ledHits = data.leds
    .filter((l) => result.ledStates.includes(l.id))
    .map((l) => ({ url: lookup(query.trim()), label: l.name, heading: `${l.name}: ${l.colour}, ${l.pattern} · ${l.meaning}`, lang: readerLang }))
  const cardHits = result.cards.map((card) => ({
    url: card.source === data.sources[0]?.id ? lookup(card.code) : lookup(`${card.sourceName} ${card.code}`),
    label: card.sourceName,
    heading: `${card.code} · ${card.title}`,
    lang: card.english ? 'en' : readerLang,
  }))
  return [...ledHits, ...cardHits].slice(0, MAX_FAULT_HITS).map((hit, i) => ({
    ...hit,
    id: -1 - i,
    title: data.lookupTitle,
    score: Number.POSITIVE_INFINITY,
    terms: [],
  }))
}
