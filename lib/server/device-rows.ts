import 'server-only'
import { DEVICE_TYPES, devicesOfType, loadDevices } from '../data/devices'
import type { DeviceRow } from '../data/device-view'
import type { LocaleId } from '../i18n/locales'
import { source } from './docs'

/** Every supported device with a page in the locale, by type (in the order of DEVICE_TYPES), then brand and model. */
export function deviceRows(locale: LocaleId): DeviceRow[] {
  const devices = loadDevices()
  return DEVICE_TYPES.flatMap((type) =>
    devicesOfType(devices, type).flatMap(({ id, brand, model, interfaces, reads, controls, firmwareMin, firmwareAny, stage, doc }) => {
      const page = source.page(locale, doc)
      if (!page) return []
      return [{ id, type, brand, model, interfaces, reads, controls, stage, url: page.url, ...(firmwareMin ? { firmwareMin } : { firmwareAny }) }]
    }),
  )
}
