import { parse as parseYaml } from 'yaml'
import { isLocaleId } from '../i18n/locales'
import type { Problem } from '../validation/problems'

/**
 * Translations of data-file texts live apart from the data, one file per locale
 * (`data/translations/{locale}.yaml`), as flat `key: text` pairs. A key is the path to the text
 * in the data, with list items named by their `id` where they have one:
 * `values.supply.voltage.label`, `leds.power.states.0.meaning`, `terminals.3.function`.
 */
export const DATA_TRANSLATIONS_DIR = 'data/translations'

/** Fields whose value is reader-facing text (a string or `{ en, nl, … }`). */
const TEXT_FIELDS = new Set(['label', 'value', 'function', 'rating', 'name', 'connector', 'purpose', 'meaning', 'action', 'hold', 'effect', 'mode', 'perMonth', 'note', 'path', 'scope'])

type Node = Record<string, unknown> | unknown[]

function isTextValue(value: unknown): value is string | { en: string } {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string')
}

function childKey(list: unknown[], index: number): string {
  const item = list[index] as { id?: unknown } | undefined
  return typeof item?.id === 'string' ? item.id : String(index)
}

/** Every translatable text of a data object with its key and English text. */
export function translatableTexts(data: unknown, prefix = ''): { key: string; text: string }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => translatableTexts(item, `${prefix}${childKey(data, i)}.`))
  if (typeof data !== 'object' || data === null) return []
  return Object.entries(data).flatMap(([field, value]) => {
    if (TEXT_FIELDS.has(field) && isTextValue(value)) {
      return [{ key: `${prefix}${field}`, text: typeof value === 'string' ? value : value.en }]
    }
    return translatableTexts(value, `${prefix}${field}.`)
  })
}

/** Finds the object holding the text a key names (undefined when the key names nothing). */
function locate(data: unknown, key: string): { parent: Record<string, unknown>; field: string } | undefined {
  const parts = key.split('.')
  let node: unknown = data
  for (const part of parts.slice(0, -1)) {
    if (Array.isArray(node)) {
      const byId = node.findIndex((item) => (item as { id?: unknown })?.id === part)
      node = byId >= 0 ? node[byId] : node[Number(part)]
    } else if (typeof node === 'object' && node !== null) node = (node as Record<string, unknown>)[part]
    else return undefined
  }
  const field = parts.at(-1)!
  if (typeof node !== 'object' || node === null || Array.isArray(node) || !TEXT_FIELDS.has(field)) return undefined
  if (!isTextValue((node as Record<string, unknown>)[field])) return undefined
  return { parent: node as Record<string, unknown>, field }
}

/** Parses a locale's translation file; problems name the file and the key. */
export function parseDataTranslations(text: string, file: string, data: unknown): { entries: Record<string, string>; problems: Problem[] } {
  const problems: Problem[] = []
  let raw: unknown
  try {
    raw = parseYaml(text) ?? {}
  } catch (error) {
    return { entries: {}, problems: [{ file, message: `is not valid YAML: ${(error as Error).message}` }] }
  }
  const entries: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string' || !value.trim()) problems.push({ file, field: key, message: `expected a text, found ${JSON.stringify(value)}` })
    else if (!locate(data, key)) problems.push({ file, field: key, message: 'names no text in the data file' })
    else entries[key] = value
  }
  return { entries, problems }
}

/** Adds a locale's texts to the data (in place), as `{ en, [locale] }` maps. */
export function applyDataTranslations(data: Node, locale: string, entries: Record<string, string>): void {
  if (!isLocaleId(locale)) throw new Error(`"${locale}" is not a locale id`)
  for (const [key, text] of Object.entries(entries)) {
    const found = locate(data, key)
    if (!found) continue
    const current = found.parent[found.field] as string | Record<string, string>
    found.parent[found.field] = { ...(typeof current === 'string' ? { en: current } : current), [locale]: text }
  }
}
