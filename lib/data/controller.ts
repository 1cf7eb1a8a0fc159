import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { localizedText } from '../site/schema'
import { ContentError, zodProblems } from '../validation/problems'
import { contentDir } from '../content-dir'
import { readContentYamlFiles } from '../content/yaml-files'
import { applyDataTranslations, DATA_TRANSLATIONS_DIR, parseDataTranslations } from './translations'

/** Inside the content tree. */
export const CONTROLLER_DATA_FILE = 'data/controller.yaml'

export const ledColour = z.enum(['off', 'green', 'amber', 'red'])
export const ledPattern = z.enum(['off', 'solid', 'blink-slow', 'blink-fast', 'flash'])

export const controllerDataSchema = z
  .object({
    model: z.string().min(1),
    hardwareRevision: z.string().min(1),
    firmware: z.object({ current: z.string(), minimumSupported: z.string(), releaseChannel: z.string() }),
    values: z.record(
      z.string(),
      z.record(z.string(), z.object({ label: localizedText, value: localizedText }).strict()),
    ),
    terminals: z.array(
      z.object({ block: z.string(), terminal: z.string(), function: localizedText, rating: localizedText }).strict(),
    ),
    ports: z.array(
      z.object({ id: z.string(), name: localizedText, connector: localizedText, purpose: localizedText }).strict(),
    ),
    leds: z.array(
      z
        .object({
          id: z.string(),
          name: localizedText,
          states: z.array(
            z.object({ colour: ledColour, pattern: ledPattern, meaning: localizedText, action: localizedText }).strict(),
          ),
        })
        .strict(),
    ),
    resetButton: z.array(
      z
        .object({
          id: z.string(),
          hold: localizedText,
          /** What an LED shows while the button is held at this step; `none` for no change. */
          signal: z.union([z.literal('none'), z.object({ led: z.string(), colour: ledColour, pattern: ledPattern }).strict()]),
          effect: localizedText,
        })
        .strict(),
    ),
    networkPorts: z.array(
      z
        .object({
          port: z.string(),
          protocol: z.string(),
          direction: z.enum(['out', 'in', 'local']),
          required: z.boolean(),
          purpose: localizedText,
        })
        .strict(),
    ),
    dataUsage: z.array(z.object({ mode: localizedText, perMonth: localizedText, note: localizedText }).strict()),
    responseTimes: z.array(
      z.object({ path: localizedText, typical: z.string(), worst: z.string(), note: localizedText }).strict(),
    ),
    certificates: z.array(z.object({ standard: z.string(), scope: localizedText }).strict()),
  })
  .strict()
  .superRefine((data, ctx) => {
    for (const problem of resetSignalProblems(data)) ctx.addIssue({ code: z.ZodIssueCode.custom, ...problem })
  })

type ResetStep = { signal: 'none' | { led: string; colour: string; pattern: string } }
type LedStates = { id: string; states: { colour: string; pattern: string }[] }[]

/**
 * A reset step's signal must tell the installer which step is reached: the LED exists, and the
 * colour and pattern are neither one of that LED's operating states (solid green would read as
 * "running") nor another step's signal.
 */
export function resetSignalProblems(data: { leds: LedStates; resetButton: ResetStep[] }): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = []
  const seen = new Map<string, number>()
  data.resetButton.forEach((step, i) => {
    if (step.signal === 'none') return
    const { led, colour, pattern } = step.signal
    const path = ['resetButton', i, 'signal']
    const states = data.leds.find((l) => l.id === led)?.states
    if (!states) {
      problems.push({ path: [...path, 'led'], message: `names no LED of leds (${data.leds.map((l) => l.id).join(', ')})` })
      return
    }
    if (states.some((s) => s.colour === colour && s.pattern === pattern)) {
      problems.push({ path, message: `${colour} ${pattern} is also an operating state of the ${led} LED; choose a signal that LED never shows in operation` })
    }
    const key = `${led} ${colour} ${pattern}`
    const earlier = seen.get(key)
    if (earlier !== undefined) problems.push({ path, message: `is the same signal as resetButton.${earlier}; each step needs its own` })
    else seen.set(key, i)
  })
  return problems
}

export type ControllerData = z.infer<typeof controllerDataSchema>
export type LedColour = z.infer<typeof ledColour>
export type LedPattern = z.infer<typeof ledPattern>

export function parseControllerData(text: string, file = `${contentDir()}/${CONTROLLER_DATA_FILE}`): ControllerData {
  const raw: unknown = parseYaml(text)
  const result = controllerDataSchema.safeParse(raw)
  if (!result.success) throw new ContentError(zodProblems(file, raw, result.error))
  return result.data
}

/** The locales' translation files of the data texts, as [locale, file, text]. */
export function readDataTranslationFiles(root = process.cwd()): [string, string, string][] {
  return readContentYamlFiles(DATA_TRANSLATIONS_DIR, root).map(({ name, file, text }) => [name, file, text])
}

let cached: ControllerData | undefined
/** The controller data with every locale's translated texts. */
export function loadControllerData(root = process.cwd()): ControllerData {
  if (!cached) {
    const data = parseControllerData(fs.readFileSync(path.resolve(root, contentDir(), CONTROLLER_DATA_FILE), 'utf8'))
    for (const [locale, file, text] of readDataTranslationFiles(root)) {
      const { entries, problems } = parseDataTranslations(text, file, data)
      if (problems.length > 0) throw new ContentError(problems)
      applyDataTranslations(data as never, locale, entries)
    }
    cached = data
  }
  return cached
}

/** How each LED colour is drawn (tables, the code lookup). */
export const LED_SWATCH: Record<LedColour, string> = { off: 'transparent', green: '#1faa5a', amber: '#f0a020', red: '#d93025' }

export type ControllerValue = ControllerData['values'][string][string]

/** Looks up `group.key` in `values`; undefined when it does not exist. */
export function controllerValue(data: ControllerData, id: string): ControllerValue | undefined {
  const [group, key, ...rest] = id.split('.')
  if (!group || !key || rest.length > 0) return undefined
  return data.values[group]?.[key]
}
