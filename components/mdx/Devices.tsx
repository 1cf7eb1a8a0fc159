import { Link } from '@/components/ui/Link'
import { getLocale, getTranslations } from 'next-intl/server'
import { devicesOfType, type Device, type DeviceType } from '@/lib/data/devices'
import type { WithMdxData } from '@/lib/mdx/mdx-data'
import { localize } from '@/lib/i18n/localized-text'
import { localeIdFromIntl, localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { articleLanguage, type InArticle } from './article-language'
import { docUrl } from '@/lib/content/urls'

// Compatibility tables and per-device facts both read content/data/devices/, so a device
// page and its type's table can never disagree.

/**
 * `locale`: the reader's, for links; `language`: the article's (given by mdxComponents), for
 * words, so that an English article shown in another locale stays English.
 */
async function context(articleLocale?: LocaleId) {
  const locale: LocaleId = localeIdFromIntl(await getLocale()) ?? 'en'
  const language = await articleLanguage(articleLocale)
  return { locale, language, t: await getTranslations({ locale: localeInfo(language).intl, namespace: 'devices' }) }
}

type T = Awaited<ReturnType<typeof context>>['t']

function describe(device: Device, t: T) {
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : t('nothing'))
  return {
    interfaces: list(device.interfaces.map((i) => t(`interfaces.${i}`))),
    firmware: device.firmwareMin ?? t(`firmwareAny.${device.firmwareAny!}.short`),
    /** The facts box says why any version will do. */
    firmwareReason: device.firmwareMin ?? t(`firmwareAny.${device.firmwareAny!}.long`),
    reads: list(device.reads.map((r) => t(`read.${r}`))),
    controls: list(device.controls.map((c) => t(`control.${c}`))),
  }
}

/** Every supported device of one type, linked to its page (on each device-type page). */
export async function CompatibilityTable({ type, articleLocale, data }: { type: DeviceType } & InArticle & WithMdxData) {
  const { locale, t } = await context(articleLocale)
  const devices = devicesOfType(data.devices, type).filter((d) => data.hasPage(locale, d.doc))
  if (devices.length === 0) throw new Error(`<CompatibilityTable type="${type}" />: no published device of this type`)
  return (
    <div className="table-wrap" data-compatibility-table={type}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('model')}</th>
            <th scope="col">{t('interface')}</th>
            <th scope="col">{t('firmware')}</th>
            <th scope="col">{t('reads')}</th>
            <th scope="col">{t('controls')}</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => {
            const d = describe(device, t)
            return (
              <tr key={device.id} data-device={device.id}>
                <th scope="row">
                  <Link href={docUrl(locale, device.doc)}>
                    {device.brand} {device.model}
                  </Link>
                </th>
                <td>{d.interfaces}</td>
                <td>{d.firmware}</td>
                <td>{d.reads}</td>
                <td>{d.controls}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The facts box at the top of a device page. */
export async function DeviceFacts({ id, articleLocale, data }: { id: string } & InArticle & WithMdxData) {
  const { language, t } = await context(articleLocale)
  const device = data.devices.find((d) => d.id === id)
  if (!device) throw new Error(`<DeviceFacts id="${id}" /> names no device in content/data/devices/`)
  const d = describe(device, t)
  const rows: [string, string][] = [
    [t('brand'), device.brand],
    [t('model'), device.model],
    [t('interface'), d.interfaces],
    [t('firmware'), d.firmwareReason],
    [t('reads'), d.reads],
    [t('controls'), d.controls],
  ]
  return (
    <section aria-label={t('facts')} data-device-facts={id} className="my-6 rounded-lg border border-line bg-bg-soft p-4">
      <p className="mb-2 text-sm font-semibold">{t('facts')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {device.note && <p className="mt-3 text-sm text-fg-muted">{localize(device.note, language)}</p>}
    </section>
  )
}
