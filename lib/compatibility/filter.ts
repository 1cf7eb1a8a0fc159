import { DEVICE_CONTROLS, DEVICE_INTERFACES, DEVICE_READS, DEVICE_STAGES, DEVICE_TYPES } from '../data/device-vocabulary'
import type { DeviceRow } from '../data/device-view'

/**
 * The compatibility finder's filters (`/compatibility/?type=ev-charger&q=zaptec`): what is in the
 * URL, what it keeps of the devices, and which choices each filter still offers. Pure, so the
 * page and the tests filter the same way.
 */

export interface CompatibilityFilters {
  /** Brands or models, several at once: a device matches any of the words. */
  q: string
  type?: DeviceRow['type']
  brand?: string
  interface?: DeviceRow['interfaces'][number]
  reads?: DeviceRow['reads'][number]
  controls?: DeviceRow['controls'][number]
  stage?: DeviceRow['stage']
}

export const NO_FILTERS: CompatibilityFilters = { q: '' }

const FACETS = {
  type: DEVICE_TYPES,
  interface: DEVICE_INTERFACES,
  reads: DEVICE_READS,
  controls: DEVICE_CONTROLS,
  stage: DEVICE_STAGES,
} as const

type Facet = keyof typeof FACETS

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** Filters from a URL's query; unknown values are ignored, so an old or mistyped link still opens. */
export function parseFilters(params: URLSearchParams): CompatibilityFilters {
  const filters: CompatibilityFilters = { q: (params.get('q') ?? '').slice(0, 200) }
  for (const facet of Object.keys(FACETS) as Facet[]) {
    const value = oneOf(params.get(facet), FACETS[facet])
    if (value) Object.assign(filters, { [facet]: value })
  }
  const brand = params.get('brand')?.trim()
  if (brand) filters.brand = brand.slice(0, 100)
  return filters
}

/** The query string of filters (empty ones left out), in a fixed order so a link is stable. */
export function filtersQuery(filters: CompatibilityFilters): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  for (const key of ['type', 'brand', 'interface', 'reads', 'controls', 'stage'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Words of a brand or model, lowercase, without accents: "SUN2000-(2KTL-6KTL)" → sun2000, 2ktl, 6ktl. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** How many of the query's words a device's brand, model or id starts with (a word may be cut short: "zap"). */
function queryScore(device: DeviceRow, queryWords: string[]): number {
  const own = [...words(device.brand), ...words(device.model), ...words(device.id)]
  return queryWords.filter((q) => own.some((w) => w.startsWith(q))).length
}

function matchesFacets(device: DeviceRow, filters: CompatibilityFilters, except?: keyof CompatibilityFilters): boolean {
  return (
    (except === 'type' || !filters.type || device.type === filters.type) &&
    (except === 'brand' || !filters.brand || device.brand.toLowerCase() === filters.brand.toLowerCase()) &&
    (except === 'interface' || !filters.interface || device.interfaces.includes(filters.interface)) &&
    (except === 'reads' || !filters.reads || device.reads.includes(filters.reads)) &&
    (except === 'controls' || !filters.controls || device.controls.includes(filters.controls)) &&
    (except === 'stage' || !filters.stage || device.stage === filters.stage)
  )
}

/**
 * The devices the filters keep. With words in `q`, a device must match at least one, and devices
 * matching more of them come first ("huawei sun2000" puts the SUN2000 before other Huawei
 * devices; "huawei zaptec" lists both brands); otherwise the data's order is kept.
 */
export function filterDevices(devices: readonly DeviceRow[], filters: CompatibilityFilters): DeviceRow[] {
  const queryWords = words(filters.q)
  const kept = devices.filter((d) => matchesFacets(d, filters))
  if (queryWords.length === 0) return kept
  return kept
    .map((device, order) => ({ device, order, score: queryScore(device, queryWords) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((m) => m.device)
}

/**
 * The values a filter can still take given the other filters (so no choice leads to an empty
 * table), in the data's order; brands alphabetically.
 */
export function facetChoices(devices: readonly DeviceRow[], filters: CompatibilityFilters, facet: Facet | 'brand'): string[] {
  const possible = devices.filter((d) => matchesFacets(d, filters, facet))
  if (facet === 'brand') return [...new Set(possible.map((d) => d.brand))].sort((a, b) => a.localeCompare(b, 'en'))
  const present = new Set<string>(
    possible.flatMap((d) => (facet === 'type' ? [d.type] : facet === 'stage' ? [d.stage] : facet === 'interface' ? d.interfaces : facet === 'reads' ? d.reads : d.controls)),
  )
  return (FACETS[facet] as readonly string[]).filter((value) => present.has(value))
}
