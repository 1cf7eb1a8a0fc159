import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { localizedText } from '../site/schema'
import { ContentError, zodProblems, type Problem } from '../validation/problems'
import { readContentYamlFiles } from '../content/yaml-files'

/** Inside the content tree: one YAML file per device family. */
export const DEVICES_DATA_DIR = 'data/devices'

// Closed vocabularies (their own module: the browser's compatibility finder needs them without fs).
export { DEVICE_CONTROLS, DEVICE_INTERFACES, DEVICE_READS, DEVICE_STAGES, DEVICE_TYPES, FIRMWARE_ANY_REASONS } from './device-vocabulary'
import { DEVICE_CONTROLS, DEVICE_INTERFACES, DEVICE_READS, DEVICE_STAGES, DEVICE_TYPES, FIRMWARE_ANY_REASONS } from './device-vocabulary'

export const CONNECTION_LINKS = ['rs485', 'network', 'p1', 'relay', 'digital-input', 'cloud'] as const

/** What the device page's connection drawing shows (English device-side labels, as printed on it). */
export const connectionSchema = z
  .object({
    link: z.enum(CONNECTION_LINKS),
    /** Controller side: RS485 port 1 or 2, relay 1 or 2, digital input 1–4 (others have one port). */
    controllerPort: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    /** The device's terminals or port, as labelled on the device: "A, B, GND (terminals 23–25)". */
    deviceTerminals: z.string().min(1),
    /** A box in between: a dongle, a converter, the router, the maker's cloud. */
    through: z.string().min(1).optional(),
    /** The protocol on the line, when the link does not say it: "Modbus TCP", "OCPP 1.6J". */
    protocol: z.string().min(1).optional(),
    unitId: z.number().int().min(0).max(255).optional(),
    tcpPort: z.number().int().min(1).max(65535).optional(),
    /** Serial settings on RS485: "9600 8N1". */
    serial: z.string().regex(/^\d{3,6} [5-8][NEO][12]$/, 'expected baud, data bits, parity and stop bits such as "9600 8N1"').optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const needsPort = c.link === 'rs485' || c.link === 'relay' || c.link === 'digital-input'
    if (needsPort && c.controllerPort === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['controllerPort'], message: `a ${c.link} link names the controller's port (1–${c.link === 'digital-input' ? 4 : 2})` })
    }
    if (c.controllerPort !== undefined && (!needsPort || (c.link !== 'digital-input' && c.controllerPort > 2))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['controllerPort'], message: `the controller has no ${c.link} port ${c.controllerPort}` })
    }
    if (c.serial && c.link !== 'rs485') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['serial'], message: 'serial settings belong to an rs485 link' })
  })

export type DeviceConnection = z.infer<typeof connectionSchema>

export const deviceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase id such as eastron-sdm630'),
    type: z.enum(DEVICE_TYPES),
    brand: z.string().min(1),
    model: z.string().min(1),
    /** The doc that describes this device (English doc path). */
    doc: z.string().min(1),
    interfaces: z.array(z.enum(DEVICE_INTERFACES)).min(1),
    /** Lowest firmware version the integration is tested with… */
    firmwareMin: z.string().min(1).optional(),
    /** …or why any version works (exactly one of the two). */
    firmwareAny: z.enum(FIRMWARE_ANY_REASONS).optional(),
    reads: z.array(z.enum(DEVICE_READS)),
    controls: z.array(z.enum(DEVICE_CONTROLS)),
    note: localizedText.optional(),
    /** `beta`: finished and working on our test devices, not yet proven on enough sites (Devices/new-integrations/beta-integrations). */
    stage: z.enum(DEVICE_STAGES).default('stable'),
    /** What the page's connection drawing shows. */
    connection: connectionSchema,
  })
  .strict()
  .superRefine((device, ctx) => {
    if ((device.firmwareMin === undefined) === (device.firmwareAny === undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['firmwareMin'],
        message: `give either firmwareMin (the lowest firmware the integration is tested with) or firmwareAny (why any version works: ${FIRMWARE_ANY_REASONS.join(', ')}), not ${device.firmwareMin === undefined ? 'neither' : 'both'}`,
      })
    }
  })

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
