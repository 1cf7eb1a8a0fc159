import type { DeviceChoice, FirmwareAnyReason } from '@/lib/commissioning/view'

/** The firmware a device needs, in the words of the device tables: a version, or why any will do. */
export function firmwareText(device: DeviceChoice, anyVersion: (reason: FirmwareAnyReason) => string): string {
  return device.firmwareMin ?? anyVersion(device.firmwareAny!)
}
