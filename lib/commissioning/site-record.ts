import { z } from 'zod'

/**
 * What the commissioning checklist keeps per site in the browser: the site's details, its
 * devices, which steps are done and the notes. Plain data with pure updates, so the same
 * functions serve the page, the export file and the tests.
 */

/** The export file says what it is, so an import can refuse anything else with a clear message. */
export const EXPORT_FORMAT = 'commissioning-checklist'
export const EXPORT_VERSION = 1

const text = z.string().max(5000)

const siteDeviceSchema = z
  .object({
    /** This entry (a site may have two of the same model). */
    key: z.string().min(1).max(100),
    /** The device's id in content/data/devices/. */
    device: z.string().min(1).max(100),
    /** Serial number or a short note of the installed unit. */
    serial: text,
  })
  .strict()

export const siteRecordSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: text,
    /** The controller's serial number, from its side label. */
    serial: text,
    customer: text,
    address: text,
    installer: text,
    devices: z.array(siteDeviceSchema).max(200),
    /** Step id → when it was ticked (ISO time). */
    done: z.record(z.string().max(300), z.string().max(40)),
    /** Step id → the installer's note. */
    notes: z.record(z.string().max(300), text),
    created: z.string().max(40),
    updated: z.string().max(40),
  })
  .strict()

export type SiteRecord = z.infer<typeof siteRecordSchema>
export type SiteDevice = z.infer<typeof siteDeviceSchema>
export type SiteField = 'name' | 'serial' | 'customer' | 'address' | 'installer'

export const storeSchema = z.object({ sites: z.array(siteRecordSchema), current: z.string().optional() }).strict()
export type ChecklistStore = z.infer<typeof storeSchema>

const exportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exported: z.string(),
    sites: z.array(siteRecordSchema).min(1),
  })
  .strict()

export function newSite(id: string, now: string): SiteRecord {
  return { id, name: '', serial: '', customer: '', address: '', installer: '', devices: [], done: {}, notes: {}, created: now, updated: now }
}

export function setField(site: SiteRecord, field: SiteField, value: string, now: string): SiteRecord {
  return { ...site, [field]: value, updated: now }
}

export function setStepDone(site: SiteRecord, step: string, done: boolean, now: string): SiteRecord {
  const { [step]: _, ...rest } = site.done
  return { ...site, done: done ? { ...rest, [step]: now } : rest, updated: now }
}

/** An empty note is removed, so "has a note" is simply "is in notes". */
export function setNote(site: SiteRecord, step: string, note: string, now: string): SiteRecord {
  const { [step]: _, ...rest } = site.notes
  return { ...site, notes: note.trim() === '' ? rest : { ...rest, [step]: note }, updated: now }
}

export function addDevice(site: SiteRecord, device: string, key: string, now: string): SiteRecord {
  return { ...site, devices: [...site.devices, { key, device, serial: '' }], updated: now }
}

export function setDeviceSerial(site: SiteRecord, key: string, serial: string, now: string): SiteRecord {
  return { ...site, devices: site.devices.map((d) => (d.key === key ? { ...d, serial } : d)), updated: now }
}

export function removeDevice(site: SiteRecord, key: string, now: string): SiteRecord {
  return { ...site, devices: site.devices.filter((d) => d.key !== key), updated: now }
}

/** Steps of the checklist that are done for this site (ticks of steps no longer listed don't count). */
export function doneCount(site: SiteRecord, stepIds: readonly string[]): number {
  return stepIds.filter((id) => site.done[id] !== undefined).length
}

/** The file the export button downloads. */
export function exportSites(sites: SiteRecord[], now: string): string {
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now, sites }, null, 2)}\n`
}

export type ImportResult = { ok: true; sites: SiteRecord[] } | { ok: false; problem: 'json' | 'format' | 'content'; detail: string }

/** Reads an export file; anything else is refused whole, so a bad file never changes what is kept. */
export function importSites(fileText: string): ImportResult {
  let raw: unknown
  try {
    raw = JSON.parse(fileText)
  } catch (error) {
    return { ok: false, problem: 'json', detail: (error as Error).message }
  }
  const format = (raw as { format?: unknown } | null)?.format
  if (format !== EXPORT_FORMAT) return { ok: false, problem: 'format', detail: `format: ${JSON.stringify(format ?? null)}` }
  const result = exportSchema.safeParse(raw)
  if (!result.success) {
    const issue = result.error.issues[0]!
    return { ok: false, problem: 'content', detail: `${issue.path.join('.')}: ${issue.message}` }
  }
  return { ok: true, sites: result.data.sites }
}

/** Imported sites replace those with the same id and join the others; the first imported becomes current. */
export function mergeImported(store: ChecklistStore, imported: SiteRecord[]): ChecklistStore {
  const ids = new Set(imported.map((s) => s.id))
  return { sites: [...store.sites.filter((s) => !ids.has(s.id)), ...imported], current: imported[0]?.id ?? store.current }
}

/** Reads the kept store; unreadable data gives undefined (the caller keeps it aside, never overwrites it). */
export function parseStore(stored: string | null): ChecklistStore | undefined {
  if (stored === null) return { sites: [] }
  try {
    const result = storeSchema.safeParse(JSON.parse(stored))
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}

/** The site the page shows: the current one if it still exists, else the most recently changed. */
export function currentSite(store: ChecklistStore): SiteRecord | undefined {
  return store.sites.find((s) => s.id === store.current) ?? [...store.sites].sort((a, b) => b.updated.localeCompare(a.updated))[0]
}
