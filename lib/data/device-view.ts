import type { Device } from './devices'

/** A supported device as pages show it (compatibility finder, commissioning checklist): its data and its page in the reader's locale. */
export type DeviceRow = Pick<Device, 'id' | 'type' | 'brand' | 'model' | 'interfaces' | 'reads' | 'controls' | 'firmwareMin' | 'firmwareAny' | 'stage'> & {
  /** The device's page in the reader's locale. */
  url: string
}

export type FirmwareAnyReason = NonNullable<Device['firmwareAny']>

/** The firmware a device needs, in the words of the device tables: a version, or why any will do. */
export function firmwareText(device: Pick<DeviceRow, 'firmwareMin' | 'firmwareAny'>, anyVersion: (reason: FirmwareAnyReason) => string): string {
  return device.firmwareMin ?? anyVersion(device.firmwareAny!)
}
