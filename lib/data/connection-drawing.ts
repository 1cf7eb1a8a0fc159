import type { ControllerData } from './controller'
import type { Device, DeviceConnection } from './devices'

/**
 * What a device page's connection drawing says, from the device data and the controller data:
 * the words of each box, the line between them and the settings, and one sentence for readers
 * who do not see the drawing. Words come from `say` (the `connection` messages in the article's
 * language), so the same model serves every locale.
 */
export interface ConnectionDrawingModel {
  controller: { title: string; port: string; terminals?: string }
  link: string
  through?: string
  device: { title: string; terminals: string }
  /** Unit ID, TCP port, serial settings: one short item each. */
  settings: string[]
  /** A hint drawn at the device end (bus termination, a second relay). */
  endNote?: string
  /** The whole drawing as one sentence (the figure's accessible name and the Markdown copy). */
  description: string
}

export type Say = (key: string, values?: Record<string, string | number>) => string

/** The terminal block of a controller terminal ("R1 COM" → "X2"), from controller.yaml. */
function blockOf(controller: ControllerData, terminal: RegExp): string | undefined {
  return controller.terminals.find((t) => terminal.test(t.terminal))?.block
}

function controllerSide(connection: DeviceConnection, controller: ControllerData, say: Say): { port: string; terminals?: string } {
  const n = connection.controllerPort ?? 1
  switch (connection.link) {
    case 'rs485': {
      const block = controller.terminals.filter((t) => /^A\+/.test(t.terminal))[n - 1]?.block ?? ''
      return { port: say('port.rs485', { n, block }), terminals: 'A+ · B− · GND' }
    }
    case 'relay': {
      const block = blockOf(controller, new RegExp(`^R${n} COM`)) ?? ''
      return { port: say('port.relay', { n, block }), terminals: `R${n} COM · R${n} NO` }
    }
    case 'digital-input': {
      const block = blockOf(controller, /^DI1/) ?? ''
      return { port: say('port.digitalInput', { n, block }), terminals: `DI${n} · DI COM` }
    }
    case 'p1':
      return { port: say('port.p1'), terminals: 'RJ12' }
    case 'network':
      return { port: say('port.network'), terminals: 'RJ45 / Wi-Fi' }
    case 'cloud':
      return { port: say('port.cloud') }
  }
}

export function connectionDrawingModel(device: Device & { connection: DeviceConnection }, controller: ControllerData, controllerName: string, say: Say): ConnectionDrawingModel {
  const c = device.connection
  const side = controllerSide(c, controller, say)
  const deviceTitle = `${device.brand} ${device.model}`
  const link = c.protocol ? say(`link.${c.link}WithProtocol`, { protocol: c.protocol }) : say(`link.${c.link}`)
  const settings = [
    c.unitId !== undefined ? say('setting.unitId', { id: c.unitId }) : undefined,
    c.tcpPort !== undefined ? say('setting.tcpPort', { port: c.tcpPort }) : undefined,
    c.serial,
  ].filter((s): s is string => Boolean(s))
  const endNote = c.link === 'rs485' ? say('termination') : undefined
  const description = [
    say('description', {
      controller: controllerName,
      port: side.port,
      device: deviceTitle,
      terminals: c.deviceTerminals,
      link,
    }),
    c.through ? say('descriptionThrough', { through: c.through }) : '',
    settings.length ? say('descriptionSettings', { settings: settings.join(', ') }) : '',
    endNote ? `${endNote}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    controller: { title: controllerName, port: side.port, terminals: side.terminals },
    link,
    through: c.through,
    device: { title: deviceTitle, terminals: c.deviceTerminals },
    settings,
    endNote,
    description,
  }
}

/** Columns a text takes: a Chinese character is as wide as two Latin letters. */
function columns(text: string): number {
  let width = 0
  for (const char of text) width += /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(char) ? 2 : 1
  return width
}

/**
 * Breaks a label into lines of at most `width` columns, at spaces; Chinese text, which has none,
 * breaks between characters. A longer Latin word stays whole.
 */
export function wrapLabel(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean).flatMap((word) => (columns(word) > width && /\p{Script=Han}/u.test(word) ? [...word].map((c) => ({ c, glue: true })) : [{ c: word, glue: false }]))
  const lines: string[] = []
  let glued = false
  for (const { c, glue } of words) {
    const last = lines.at(-1)
    const joined = last === undefined ? c : glue && glued ? `${last}${c}` : `${last} ${c}`
    if (last !== undefined && columns(joined) <= width) lines[lines.length - 1] = joined
    else lines.push(c)
    glued = glue
  }
  return lines
}
