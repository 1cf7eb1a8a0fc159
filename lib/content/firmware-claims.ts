import type { Device } from '../data/devices'
import type { Problem } from '../validation/problems'

// A device page and its entry in data/devices/ must say the same about firmware: the facts box and
// the compatibility table show the data, the page's sentences must not promise something else.

const VERSION = String.raw`v?\d+(?:\.\d+)*`
/** "1.6.5 or later", "at least 328", "firmware 328 is the minimum", "≥ 2.1". */
const MINIMUM_CLAIMS = [
  new RegExp(String.raw`(${VERSION})\**\s+or\s+(?:later|newer|higher)`, 'gi'),
  new RegExp(String.raw`(?:at least|minimum of|≥)\s*(?:firmware\s*)?\**(${VERSION})`, 'gi'),
  new RegExp(String.raw`firmware\s*\**(${VERSION})\**\s+is\s+(?:the minimum|required)`, 'gi'),
]
/** "any firmware works", "supported with any firmware", "no firmware requirement". */
const ANY_CLAIM = /\bany (?:meter |inverter |charger )?firmware\b|\bno firmware requirement\b|\bno minimum (?:firmware )?version\b/i

/** The sentences (and table rows, read with their header) of a page that speak about firmware. */
function firmwareStatements(body: string): string[] {
  const statements: string[] = []
  let tableHeader: string | undefined
  for (const line of body.split('\n')) {
    const trimmed = line.trim()
    if (trimmed.startsWith('|')) {
      if (/^\|[\s|:-]+\|$/.test(trimmed)) continue
      if (tableHeader === undefined) tableHeader = trimmed
      else statements.push(`${tableHeader} ${trimmed}`)
      continue
    }
    tableHeader = undefined
    statements.push(...trimmed.split(/(?<=[.!?])\s+/))
  }
  return statements.filter((s) => /firmware/i.test(s))
}

/** The minimum firmware versions a page claims, and whether it claims that any version works. */
export function firmwareClaims(body: string): { minimums: string[]; any: boolean } {
  const minimums = new Set<string>()
  let any = false
  for (const statement of firmwareStatements(body)) {
    for (const pattern of MINIMUM_CLAIMS) {
      for (const match of statement.matchAll(pattern)) minimums.add(match[1]!.replace(/^v/i, ''))
    }
    if (ANY_CLAIM.test(statement)) any = true
  }
  return { minimums: [...minimums], any }
}

/** Where an English device page's text and its devices' data disagree about firmware. */
export function firmwareClaimProblems(file: string, docPath: string, body: string, devices: Device[]): Problem[] {
  const own = devices.filter((d) => d.doc === docPath)
  if (own.length === 0) return []
  const { minimums, any } = firmwareClaims(body)
  const known = new Set(own.flatMap((d) => (d.firmwareMin ? [d.firmwareMin] : [])))
  const ids = own.map((d) => d.id).join(', ')
  const problems: Problem[] = []
  for (const version of minimums) {
    if (!known.has(version)) {
      problems.push({
        file,
        message: `names firmware ${version} as a minimum, but data/devices/ gives ${known.size ? [...known].join(', ') : 'no minimum'} for ${ids}: make the text and firmwareMin agree`,
      })
    }
  }
  if (any && known.size > 0) {
    problems.push({ file, message: `says any firmware works, but data/devices/ gives the minimum ${[...known].join(', ')} for ${ids}` })
  }
  return problems
}
