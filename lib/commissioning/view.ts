import type { DeviceRow } from '../data/device-view'
import type { InlinePart } from './steps'

/** What the commissioning page shows, assembled at build time by lib/server/commissioning.ts. */

/** One step to tick: `id` is the same in every locale (`{doc}#{n}`), so a site's ticks survive a language switch. */
export interface ChecklistStep {
  id: string
  number: number
  action: InlinePart[]
  check?: InlinePart[]
}

export interface ChecklistStage {
  /** Anchor of the stage on the checklist page. */
  id: string
  title: string
  /** The section of the page the steps come from. */
  url: string
  /** The steps are the English page's (no translation yet): marked, and `lang="en"`. */
  english: boolean
  steps: ChecklistStep[]
}

/** A device the installer can add to a site, with what the handover reports about it. */
export type DeviceChoice = Pick<DeviceRow, 'id' | 'type' | 'brand' | 'model' | 'firmwareMin' | 'firmwareAny' | 'url'>
