import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { parseControllerData, resetSignalProblems } from '@/lib/data/controller'
import { ContentError } from '@/lib/validation/problems'
import { LOCALE_IDS } from '@/lib/i18n/locales'
import { loadDevices, parseDevicesData } from '@/lib/data/devices'
import { firmwareClaimProblems, firmwareClaims } from '@/lib/content/firmware-claims'

const CONTROLLER_FILE = 'content/data/controller.yaml'
const controllerYaml = fs.readFileSync(CONTROLLER_FILE, 'utf8')

describe('reset button signals', () => {
  const data = parseControllerData(controllerYaml)

  it('give every step of the real data its own signal, none of them an operating state', () => {
    expect(resetSignalProblems(data)).toEqual([])
    const signals = data.resetButton.filter((s) => s.signal !== 'none')
    expect(signals.length).toBeGreaterThanOrEqual(data.resetButton.length - 1)
  })

  it('refuse a step that shows the running state, a repeated signal and an unknown LED, naming the field', () => {
    const raw = parseYaml(controllerYaml) as { resetButton: { signal: unknown }[] }
    raw.resetButton[1]!.signal = { led: 'power', colour: 'green', pattern: 'solid' }
    raw.resetButton[3]!.signal = raw.resetButton[2]!.signal
    raw.resetButton[4]!.signal = { led: 'status', colour: 'red', pattern: 'blink-fast' }
    const text = JSON.stringify(raw)
    let error: unknown
    try {
      parseControllerData(text, CONTROLLER_FILE)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ContentError)
    const message = String((error as Error).message)
    expect(message).toContain('resetButton.1.signal')
    expect(message).toMatch(/operating state of the power LED/)
    expect(message).toContain('resetButton.3.signal')
    expect(message).toMatch(/same signal as resetButton\.2/)
    expect(message).toContain('resetButton.4.signal.led')
  })
})

describe('§14a combined minimum', () => {
  // BK6-22-300, annex 1: Pmin = 4.2 kW + (n − 1) · GZF · 4.2 kW for n devices behind one EMS.
  const pages = LOCALE_IDS.map((l) => path.join('content/docs', l, 'External-Signals/paragraph-14a.mdx')).filter((f) => fs.existsSync(f))
  const number = (s: string) => Number(s.replace(',', '.'))

  it.each(pages)('%s: every row of the table follows the rule', (file) => {
    const rows = [...fs.readFileSync(file, 'utf8').matchAll(/^\|\s*(\d+)\s*\|\s*(\d(?:[.,]\d+)?)\s*\|\s*(\d+(?:[.,]\d+)?)\s*kW\s*\|$/gm)]
    expect(rows.length, 'rows "| n | GZF | minimum kW |"').toBeGreaterThanOrEqual(8)
    for (const [, n, gzf, minimum] of rows) {
      const expected = 4.2 + (Number(n) - 1) * number(gzf!) * 4.2
      expect(number(minimum!), `n = ${n}`).toBeCloseTo(expected, 2)
    }
    const factors = rows.map((r) => number(r[2]!))
    expect(factors, 'the factor falls as devices are added').toEqual([...factors].sort((a, b) => b - a))
  })
})

describe('firmware minimums', () => {
  const devices = loadDevices()

  it('every device entry gives a minimum or says why any version works', () => {
    for (const device of devices) expect(Boolean(device.firmwareMin) !== Boolean(device.firmwareAny), device.id).toBe(true)
  })

  it('a device entry with neither or both is refused, naming the file and field', () => {
    const entry = (extra: string) =>
      `devices:\n  - id: x-meter\n    type: energy-meter\n    brand: X\n    model: M\n    doc: Devices/x\n    interfaces: [modbus-rtu]\n${extra}    reads: []\n    controls: []\n    connection: { link: rs485, controllerPort: 1, deviceTerminals: "A, B" }\n`
    for (const extra of ['', "    firmwareMin: '1.2'\n    firmwareAny: no-firmware\n"]) {
      expect(() => parseDevicesData([{ file: 'content/data/devices/x.yaml', text: entry(extra) }])).toThrow(
        /content\/data\/devices\/x\.yaml: field "devices\.0\.firmwareMin": give either firmwareMin/,
      )
    }
  })

  it('reads the minimums and "any version" a page claims, in sentences and in firmware tables', () => {
    const body = [
      'The charger needs firmware **1.6.5 or later** for this integration. Port 502 is required.',
      '| Model | Interface | Firmware |',
      '|---|---|---|',
      '| Home | local OCPP 1.6J | 328 or later |',
      'Since firmware 4.14.107, Modbus TCP works only over the wired LAN port.',
    ].join('\n')
    expect(firmwareClaims(body)).toEqual({ minimums: ['1.6.5', '328'], any: false })
    expect(firmwareClaims('Any meter firmware works.').any).toBe(true)
  })

  it('a page that names a version the data does not have fails the check', () => {
    const device = { ...devices.find((d) => d.firmwareAny)!, doc: 'Devices/x' }
    expect(firmwareClaimProblems('docs/en/Devices/x.mdx', 'Devices/x', 'Firmware 2.4 or later is needed.', [device])[0]?.message).toMatch(
      /names firmware 2\.4 as a minimum, but data\/devices\/ gives no minimum/,
    )
    const withMinimum = { ...device, firmwareAny: undefined, firmwareMin: '2.4' }
    expect(firmwareClaimProblems('f', 'Devices/x', 'Firmware 2.4 or later is needed.', [withMinimum])).toEqual([])
    expect(firmwareClaimProblems('f', 'Devices/x', 'Any firmware works.', [withMinimum])[0]?.message).toMatch(/says any firmware works/)
  })

  it('the real device pages agree with the data', () => {
    const problems = [...new Set(devices.map((d) => d.doc))].flatMap((doc) =>
      firmwareClaimProblems(doc, doc, fs.readFileSync(`content/docs/en/${doc}.mdx`, 'utf8'), devices),
    )
    expect(problems).toEqual([])
  })
})
