import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { localizedText } from '../site/schema'
import { readContentYamlFiles } from '../content/yaml-files'
import { zodProblems, type Problem } from '../validation/problems'
import { ledColour, ledPattern } from './controller'
import { FAULT_SEVERITIES } from '../faults/severities'
import { fold } from '../faults/lookup'

/**
 * Fault and event codes (`content/data/faults/*.yaml`, one file per source): the controller's own
 * codes and the makers' codes of supported devices that our docs can explain. Each says how
 * serious it is, what the device does, the likely causes in order, what to check, and the page
 * that covers it. A maker's code we cannot explain is simply not listed.
 */
export const FAULTS_DATA_DIR = 'data/faults'

/** The source of the controller's own codes; any other source is a brand of content/data/devices/. */
export const CONTROLLER_SOURCE = 'controller'

export const CONTROLLER_FAULT_AREAS = ['start-up', 'network', 'cloud', 'modbus', 'meter', 'control', 'relay', 'firmware', 'storage', 'time'] as const

/** A code as the device shows it: digits with an optional letter prefix (`E-104`, `3501`, `F12`). */
export const FAULT_CODE = /^[A-Z]{0,3}-?\d{1,6}$/

const faultSchema = z
  .object({
    code: z.string().regex(FAULT_CODE, 'expected the code as the device shows it, such as E-104 or 3501'),
    severity: z.enum(FAULT_SEVERITIES),
    /** The controller's codes only: which part of the controller reports it. */
    area: z.enum(CONTROLLER_FAULT_AREAS).optional(),
    title: localizedText,
    /** What the device does while the fault lasts. */
    does: localizedText,
    /** Likely causes, the most likely first. */
    causes: z.array(localizedText).min(1).max(6),
    /** What to check, in order. */
    checks: z.array(localizedText).min(1).max(8),
    /** The English doc path of the page that covers it. */
    doc: z.string().min(1),
    /** Anchor of the section on that page, when one section covers it. */
    section: z.string().min(1).optional(),
    /** The controller's LED state that goes with the code, if any. */
    led: z.object({ led: z.string().min(1), colour: ledColour, pattern: ledPattern }).strict().optional(),
  })
  .strict()

const faultFileSchema = z
  .object({
    /** `controller`, or the brand exactly as content/data/devices/ writes it (SMA, Fronius, Huawei …). */
    source: z.string().min(1),
    /** What the maker calls its codes ("event number", "state code"), shown on each card. */
    codeName: localizedText.optional(),
    /** Other names readers call the maker by in a query: its name in another script, its product families ("VE.Bus"). */
    aliases: z.array(z.string().trim().min(2)).optional(),
    codes: z.array(faultSchema).min(1),
  })
  .strict()

export type Fault = z.infer<typeof faultSchema>
export type FaultFile = z.infer<typeof faultFileSchema> & { file: string }

export interface FaultChecks {
  /** Brands of content/data/devices/. */
  brands: ReadonlySet<string>
  /** Whether the build publishes an English doc path. */
  isPublished: (doc: string) => boolean
  /** Anchors of a published doc's headings. */
  anchors: (doc: string) => ReadonlySet<string>
  /** LED states of content/data/controller.yaml, as `led/colour/pattern`. */
  ledStates: ReadonlySet<string>
}

/** Parses and checks every fault file; problems name the file and the field. */
export function parseFaultFiles(files: { file: string; text: string }[], checks: FaultChecks): { faults: FaultFile[]; problems: Problem[] } {
  const problems: Problem[] = []
  const faults: FaultFile[] = []
  const sources = new Map<string, string>()
  const aliases = new Map<string, string>()
  for (const { file, text } of files) {
    let raw: unknown
    try {
      raw = parseYaml(text)
    } catch (error) {
      problems.push({ file, message: `not valid YAML: ${(error as Error).message}` })
      continue
    }
    const result = faultFileSchema.safeParse(raw)
    if (!result.success) {
      problems.push(...zodProblems(file, raw, result.error))
      continue
    }
    const data = result.data
    const controller = data.source === CONTROLLER_SOURCE
    if (!controller && !checks.brands.has(data.source)) {
      problems.push({ file, field: 'source', message: `"${data.source}" is not a brand of content/data/devices/ (nor "${CONTROLLER_SOURCE}"); a maker's codes belong to a supported brand` })
    }
    const other = sources.get(data.source)
    if (other) problems.push({ file, field: 'source', message: `"${data.source}" already has its codes in ${other}; keep one file per source` })
    sources.set(data.source, file)
    data.aliases?.forEach((alias, i) => {
      const key = fold(alias)
      const owner = aliases.get(key)
      if (owner) problems.push({ file, field: `aliases.${i}`, message: `"${alias}" already names ${owner}; a name may stand for one maker only` })
      aliases.set(key, data.source)
    })
    const seen = new Set<string>()
    data.codes.forEach((fault, i) => {
      const field = `codes.${i}`
      if (seen.has(fault.code)) problems.push({ file, field: `${field}.code`, message: `"${fault.code}" is listed twice` })
      seen.add(fault.code)
      if (controller && !fault.area) problems.push({ file, field: `${field}.area`, message: `the controller's codes name their area: ${CONTROLLER_FAULT_AREAS.join(', ')}` })
      if (!checks.isPublished(fault.doc)) {
        problems.push({ file, field: `${field}.doc`, message: `"${fault.doc}" is not a doc this build publishes; every code needs the page that covers it` })
      } else if (fault.section && !checks.anchors(fault.doc).has(fault.section)) {
        problems.push({ file, field: `${field}.section`, message: `"${fault.section}" is not a heading of "${fault.doc}"` })
      }
      if (fault.led && !checks.ledStates.has(`${fault.led.led}/${fault.led.colour}/${fault.led.pattern}`)) {
        problems.push({ file, field: `${field}.led`, message: `${fault.led.led} ${fault.led.colour} ${fault.led.pattern} is not an LED state of content/data/controller.yaml` })
      }
    })
    faults.push({ ...data, file })
  }
  return { faults, problems }
}

export function readFaultFiles(root = process.cwd()): { file: string; text: string }[] {
  return readContentYamlFiles(FAULTS_DATA_DIR, root).map(({ file, text }) => ({ file, text }))
}
