import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { localizedText } from '../site/schema'
import { ContentError, zodProblems } from '../validation/problems'

export const DEVICES_DATA_FILE = 'content/data/devices.yaml'

// Closed vocabularies: their labels live in messages/{locale}.json (devices.*), so every
// compatibility table is translated without translating the data file.
export const DEVICE_TYPES = [
  'energy-meter',
  'pv-inverter',
  'home-battery',
  'ev-charger',
  'heat-pump',
  'switched-load',
  'boiler',
  'gas-meter',
  'water-meter',
  'plc',
  'cloud',
  'new-integration',
] as const
export const DEVICE_INTERFACES = [
  'modbus-rtu',
  'modbus-tcp',
  'sunspec',
  'p1',
  'ocpp',
  'cloud-api',
  'local-api',
  'relay',
  'digital-input',
  'mbus',
  's0',
  'mqtt',
  'eebus',
  'can',
] as const
export const DEVICE_READS = [
  'power',
  'energy',
  'voltage',
  'current',
  'frequency',
  'per-phase',
  'pv-power',
  'battery-power',
  'soc',
  'temperature',
  'status',
  'gas-volume',
  'water-volume',
  'charge-session',
  'heat-energy',
] as const
export const DEVICE_CONTROLS = [
  'on-off',
  'power-setpoint',
  'export-limit',
  'curtailment',
  'charge-current',
  'phase-switching',
  'battery-setpoint',
  'charge-from-grid',
  'sg-ready',
  'operating-mode',
  'reactive-power',
] as const

export const deviceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase id such as eastron-sdm630'),
    type: z.enum(DEVICE_TYPES),
    brand: z.string().min(1),
    model: z.string().min(1),
    /** The doc that describes this device (English doc path). */
    doc: z.string().min(1),
    interfaces: z.array(z.enum(DEVICE_INTERFACES)).min(1),
    /** Lowest firmware version the integration is tested with; omit when any version works. */
    firmwareMin: z.string().min(1).optional(),
    reads: z.array(z.enum(DEVICE_READS)),
    controls: z.array(z.enum(DEVICE_CONTROLS)),
    note: localizedText.optional(),
  })
  .strict()

export const devicesDataSchema = z.object({ devices: z.array(deviceSchema) }).strict()

export type Device = z.infer<typeof deviceSchema>
export type DeviceType = Device['type']

export function parseDevicesData(text: string, file = DEVICES_DATA_FILE): Device[] {
  const raw: unknown = parseYaml(text)
  const result = devicesDataSchema.safeParse(raw)
  if (!result.success) throw new ContentError(zodProblems(file, raw, result.error))
  const seen = new Set<string>()
  const duplicates = result.data.devices.filter((d) => (seen.has(d.id) ? true : (seen.add(d.id), false)))
  if (duplicates.length > 0) {
    throw new ContentError(duplicates.map((d) => ({ file, field: 'devices.id', message: `expected unique ids, found "${d.id}" twice` })))
  }
  return result.data.devices
}

let cached: Device[] | undefined
export function loadDevices(root = process.cwd()): Device[] {
  cached ??= parseDevicesData(fs.readFileSync(path.join(root, DEVICES_DATA_FILE), 'utf8'))
  return cached
}

export function devicesOfType(devices: Device[], type: DeviceType): Device[] {
  return devices
    .filter((d) => d.type === type)
    .sort((a, b) => a.brand.localeCompare(b.brand, 'en') || a.model.localeCompare(b.model, 'en'))
}
