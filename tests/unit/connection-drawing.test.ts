import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { connectionDrawingModel, wrapLabel, type Say } from '@/lib/data/connection-drawing'
import { parseControllerData } from '@/lib/data/controller'
import { connectionSchema, loadDevices, type Device, type DeviceConnection } from '@/lib/data/devices'
import { LOCALE_IDS } from '@/lib/i18n/locales'

const controller = parseControllerData(fs.readFileSync('content/data/controller.yaml', 'utf8'))

/** The `connection` messages of a locale; a key the model asks for that is missing throws. */
function sayIn(locale: string): Say {
  const messages = JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')).connection
  return (key, values = {}) => {
    const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
    if (typeof message !== 'string') throw new Error(`messages/${locale}.json has no connection.${key}`)
    return message.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`connection.${key} in ${locale} expects {${name}}`)
      return String(values[name])
    })
  }
}

const rs485: Device & { connection: DeviceConnection } = {
  id: 'x-meter',
  type: 'energy-meter',
  stage: 'stable',
  brand: 'Eastron',
  model: 'SDM630 Modbus V2',
  doc: 'Devices/x',
  interfaces: ['modbus-rtu'],
  firmwareAny: 'stable-interface',
  reads: [],
  controls: [],
  connection: { link: 'rs485', controllerPort: 2, deviceTerminals: 'A, B (terminals 14, 13)', unitId: 1, serial: '9600 8N1' },
}

describe('connection drawing', () => {
  it('names the controller port from the terminal blocks, the device side and the settings from the data', () => {
    const model = connectionDrawingModel(rs485, controller, 'Ampora Edge', sayIn('en'))
    expect(model.controller.port).toBe('RS485 port 2 (X6)')
    expect(model.device).toEqual({ title: 'Eastron SDM630 Modbus V2', terminals: 'A, B (terminals 14, 13)' })
    expect(model.settings).toEqual(['Unit ID 1', '9600 8N1'])
    expect(model.endNote).toMatch(/120 Ω/)
    expect(model.description).toBe(
      'Ampora Edge, RS485 port 2 (X6), to the Eastron SDM630 Modbus V2, A, B (terminals 14, 13), over: RS485 bus, Modbus RTU, shielded twisted pair. Settings: Unit ID 1, 9600 8N1. Terminate both ends of the bus with 120 Ω.',
    )
  })

  it('draws a box in between and the protocol for a network device behind a dongle', () => {
    const model = connectionDrawingModel(
      { ...rs485, connection: { link: 'network', deviceTerminals: 'SDongle LAN port', through: 'SDongleA-05', protocol: 'Modbus TCP', tcpPort: 6607, unitId: 1 } },
      controller,
      'Edge',
      sayIn('en'),
    )
    expect(model.controller.port).toBe('Ethernet or Wi-Fi')
    expect(model.link).toBe('Local network, Modbus TCP')
    expect(model.through).toBe('SDongleA-05')
    expect(model.settings).toEqual(['Unit ID 1', 'TCP port 6607'])
    expect(model.endNote).toBeUndefined()
    expect(model.description).toContain('Through SDongleA-05.')
  })

  it('every device with connection data has a complete drawing in every locale', () => {
    const devices = loadDevices().filter((d): d is Device & { connection: DeviceConnection } => Boolean(d.connection))
    for (const locale of LOCALE_IDS) {
      for (const device of devices) {
        const model = connectionDrawingModel(device, controller, 'Edge', sayIn(locale))
        expect(model.description, `${locale} ${device.id}`).toContain(device.connection.deviceTerminals)
        expect(model.controller.port, `${locale} ${device.id}`).not.toMatch(/\(\)|undefined/)
      }
    }
  })

  it('refuses a connection that names a port the controller does not have, naming the field', () => {
    const problems = (c: unknown) => connectionSchema.safeParse(c).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
    expect(problems({ link: 'rs485', deviceTerminals: 'A, B' })).toEqual(['controllerPort: a rs485 link names the controller\'s port (1–2)'])
    expect(problems({ link: 'relay', controllerPort: 3, deviceTerminals: 'A1/A2' })).toEqual(['controllerPort: the controller has no relay port 3'])
    expect(problems({ link: 'network', deviceTerminals: 'LAN', serial: '9600 8N1' })).toEqual(['serial: serial settings belong to an rs485 link'])
    expect(problems({ link: 'rs485', controllerPort: 1, deviceTerminals: 'A, B', serial: '9600' })[0]).toMatch(/^serial: expected baud/)
  })

  it('wraps labels at spaces without losing a word', () => {
    expect(wrapLabel('RS485 bus, Modbus RTU, shielded twisted pair', 16)).toEqual(['RS485 bus,', 'Modbus RTU,', 'shielded twisted', 'pair'])
    expect(wrapLabel('SDongleA-05-with-a-very-long-name', 10)).toEqual(['SDongleA-05-with-a-very-long-name'])
    // Chinese has no spaces: it breaks between characters, each as wide as two letters.
    expect(wrapLabel('RS485 总线，Modbus RTU，屏蔽双绞线', 12)).toEqual(['RS485', '总线，Modbus', 'RTU，屏蔽双', '绞线'])
  })
})
