import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { localizedText } from '../site/schema'
import { ContentError, zodProblems, type Problem } from '../validation/problems'
import { readContentYamlFiles } from '../content/yaml-files'

/** Inside the content tree: one YAML file per device family. */
export const DEVICES_DATA_DIR = 'data/devices'

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
  'speedwire',
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

export interface DevicesFile {
  file: string
  text: string
}

/** Parses every devices file (one per device family) into one list with unique ids. */
export function parseDevicesData(files: DevicesFile[]): Device[] {
  const problems: Problem[] = []
  const devices: Device[] = []
  const owner = new Map<string, string>()
  for (const { file, text } of files) {
    const raw: unknown = parseYaml(text)
    const result = devicesDataSchema.safeParse(raw)
    if (!result.success) {
      problems.push(...zodProblems(file, raw, result.error))
      continue
    }
    for (const device of result.data.devices) {
      const first = owner.get(device.id)
      if (first) problems.push({ file, field: 'devices.id', message: `expected unique ids, but "${device.id}" is also in ${first}` })
      else owner.set(device.id, file)
      devices.push(device)
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
  return devices
}

export function readDevicesFiles(root = process.cwd()): DevicesFile[] {
  return readContentYamlFiles(DEVICES_DATA_DIR, root).map(({ file, text }) => ({ file, text }))
}

let cached: Device[] | undefined
export function loadDevices(root = process.cwd()): Device[] {
  cached ??= parseDevicesData(readDevicesFiles(root))
  return cached
}

export function devicesOfType(devices: Device[], type: DeviceType): Device[] {
  return devices
    .filter((d) => d.type === type)
    .sort((a, b) => a.brand.localeCompare(b.brand, 'en') || a.model.localeCompare(b.model, 'en'))
}
