'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/Link'
import type { SiteField, SiteRecord } from '@/lib/commissioning/site-record'
import type { DeviceChoice } from '@/lib/commissioning/view'
import { firmwareText } from '@/lib/data/device-view'

const INPUT = 'rounded-md border border-line bg-bg px-2 py-1.5 text-base font-normal'
const FIELDS: SiteField[] = ['name', 'customer', 'address', 'serial', 'installer']

/** The site's details and its devices (picked from the supported devices, each with a serial number). */
export function SiteDetails({
  site,
  devices,
  onField,
  onAddDevice,
  onDeviceSerial,
  onRemoveDevice,
}: {
  site: SiteRecord
  devices: DeviceChoice[]
  onField: (field: SiteField, value: string) => void
  onAddDevice: (device: string) => void
  onDeviceSerial: (key: string, serial: string) => void
  onRemoveDevice: (key: string) => void
}) {
  const t = useTranslations('commissioning')
  const tDevices = useTranslations('devices')
  const [choice, setChoice] = useState('')
  const helpId = useId()
  const byId = new Map(devices.map((d) => [d.id, d]))
  const types = [...new Set(devices.map((d) => d.type))]

  return (
    <section aria-labelledby="site-details" data-site-details className="mt-8 print:hidden">
      <h2 id="site-details" className="text-2xl font-semibold">
        {t('details')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-medium">
            {t(`fields.${field}`)}
            <input
              className={INPUT}
              value={site[field]}
              onChange={(e) => onField(field, e.target.value)}
              autoComplete="off"
              dir="auto"
              data-field={field}
              {...(field === 'serial' ? { 'aria-describedby': helpId, spellCheck: false } : {})}
            />
            {field === 'serial' && (
              <span id={helpId} className="text-xs font-normal text-fg-muted">
                {t('serialHelp')}
              </span>
            )}
          </label>
        ))}
      </div>

      <h3 className="mt-8 text-xl font-semibold">{t('devices')}</h3>
      {site.devices.length === 0 ? (
        <p className="mt-2 text-fg-muted">{t('noDevices')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line" data-site-devices>
          {site.devices.map((entry) => {
            const device = byId.get(entry.device)
            const name = device ? `${device.brand} ${device.model}` : entry.device
            return (
              <li key={entry.key} className="flex flex-wrap items-end gap-3 p-3" data-site-device={entry.device}>
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-medium">{device ? <Link href={device.url} className="text-brand underline">{name}</Link> : name}</p>
                  {device && (
                    <p className="text-sm text-fg-muted">
                      {tDevices(`types.${device.type}`)} · {t('firmwareMin')}: {firmwareText(device, (reason) => tDevices(`firmwareAny.${reason}.short`))}
                    </p>
                  )}
                </div>
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('deviceSerial')}
                  <input className={INPUT} value={entry.serial} onChange={(e) => onDeviceSerial(entry.key, e.target.value)} autoComplete="off" spellCheck={false} dir="auto" />
                </label>
                <button
                  type="button"
                  onClick={() => onRemoveDevice(entry.key)}
                  className="rounded-md border border-line px-3 py-1.5 text-sm hover:border-danger hover:text-danger"
                >
                  {t('removeDevice', { device: name })}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (!choice) return
          onAddDevice(choice)
          setChoice('')
        }}
      >
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium">
          {t('chooseDevice')}
          <select className={INPUT} value={choice} onChange={(e) => setChoice(e.target.value)} data-device-choice>
            <option value="">{t('choosePrompt')}</option>
            {types.map((type) => (
              <optgroup key={type} label={tDevices(`types.${type}`)}>
                {devices
                  .filter((d) => d.type === type)
                  .map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.brand} {d.model}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!choice} className="rounded-md bg-brand px-4 py-1.5 font-medium text-brand-fg disabled:opacity-50">
          {t('addDevice')}
        </button>
      </form>
    </section>
  )
}
