import type { CodeSource, LedStateWords } from './lookup'
import type { FAULT_SEVERITIES } from './severities'

/** What the code lookup shows, assembled at build time by lib/server/faults.ts. */

export type FaultSeverity = (typeof FAULT_SEVERITIES)[number]

export interface FaultCard {
  /** `source:code`, unique. */
  id: string
  /** `controller` or a brand of the device data. */
  source: string
  /** The name shown: the controller's name or the brand. */
  sourceName: string
  /** What the maker calls its codes ("State code"), in the card's language. */
  codeName?: string
  code: string
  severity: FaultSeverity
  title: string
  does: string
  causes: string[]
  checks: string[]
  /** The card's words are English (no translation yet): marked, and `lang="en"`. */
  english: boolean
  /** The page that covers it, in the reader's locale, with its title there. */
  url: string
  pageTitle: string
  /** The controller's LED state that goes with it (`power/red/solid`). */
  led?: string
}

/** One state of one of the controller's LEDs, with the words readers describe it by. */
export interface LedStateCard {
  id: string
  name: string
  colour: string
  /** The colour as a CSS colour for the swatch. */
  swatch: string
  pattern: string
  meaning: string
  action: string
  words: LedStateWords
}

export interface FaultLookupData {
  cards: FaultCard[]
  leds: LedStateCard[]
  /** Sources in the order the filter lists them: the controller first, then brands A–Z. */
  sources: CodeSource[]
  /** The status LED page in the reader's locale. */
  ledPageUrl?: string
  /** The lookup page in the reader's locale, and its title there (search lists matches under it). */
  lookupUrl: string
  lookupTitle: string
}
