'use client'

import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/Link'
import { facetChoices, filterDevices, filtersQuery, NO_FILTERS, parseFilters, type CompatibilityFilters } from '@/lib/compatibility/filter'
import { firmwareText, type DeviceRow } from '@/lib/data/device-view'

const FIELD = 'flex min-w-0 flex-col gap-1 text-sm font-medium'
const INPUT = 'rounded-md border border-line bg-bg px-2 py-1.5 text-base font-normal'

type SelectFacet = 'type' | 'brand' | 'interface' | 'reads' | 'controls' | 'stage'

/**
 * `/compatibility/`: every supported device in one table, narrowed by filters that live in the
 * URL (a link or a reload shows the same rows). The table is in the page's HTML unfiltered, so it
 * reads and prints without JavaScript; filters apply once the page runs.
 */
export function CompatibilityFinder({ devices, requestUrl }: { devices: DeviceRow[]; requestUrl?: string }) {
  const t = useTranslations('compatibility')
  const tDevices = useTranslations('devices')
  const [filters, setFilters] = useState<CompatibilityFilters>(NO_FILTERS)
  const helpId = useId()

  useEffect(() => {
    const read = () => setFilters(parseFilters(new URLSearchParams(window.location.search)))
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])

  function update(next: CompatibilityFilters) {
    setFilters(next)
    const url = `${window.location.pathname}${filtersQuery(next)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
  }

  const shown = filterDevices(devices, filters)
  const label = (facet: SelectFacet, value: string): string => {
    if (facet === 'brand') return value
    if (facet === 'type') return tDevices(`types.${value as DeviceRow['type']}`)
    if (facet === 'interface') return tDevices(`interfaces.${value as DeviceRow['interfaces'][number]}`)
    if (facet === 'reads') return tDevices(`read.${value as DeviceRow['reads'][number]}`)
    if (facet === 'controls') return tDevices(`control.${value as DeviceRow['controls'][number]}`)
    return t(`stages.${value as DeviceRow['stage']}`)
  }
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : tDevices('nothing'))

  function select(facet: SelectFacet, title: string) {
    const current = filters[facet]
    const choices = facetChoices(devices, filters, facet)
    if (current && !choices.includes(current)) choices.unshift(current)
    return (
      <label className={FIELD}>
        {title}
        <select
          className={INPUT}
          value={current ?? ''}
          data-filter={facet}
          onChange={(e) => update({ ...filters, [facet]: e.target.value || undefined })}
        >
          <option value="">{t('any')}</option>
          {choices.map((value) => (
            <option key={value} value={value}>
              {label(facet, value)}
            </option>
          ))}
        </select>
      </label>
    )
  }

  return (
    <div data-compat>
      <form role="search" aria-label={t('filters')} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 print:hidden" onSubmit={(e) => e.preventDefault()}>
        <label className={`${FIELD} col-span-2`}>
          {t('search')}
          <input
            type="search"
            className={INPUT}
            value={filters.q}
            onChange={(e) => update({ ...filters, q: e.target.value })}
            aria-describedby={helpId}
            autoComplete="off"
            spellCheck={false}
            data-filter="q"
          />
          <span id={helpId} className="text-xs font-normal text-fg-muted">
            {t('searchHelp')}
          </span>
        </label>
        {select('type', t('type'))}
        {select('brand', t('brand'))}
        {select('interface', t('interface'))}
        {select('reads', t('reads'))}
        {select('controls', t('controls'))}
        {select('stage', t('stage'))}
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" className="font-medium" data-compat-count>
          {t('count', { shown: shown.length, total: devices.length })}
        </p>
        {filtersQuery(filters) !== '' && (
          <button type="button" onClick={() => update(NO_FILTERS)} className="text-sm text-brand underline underline-offset-2 print:hidden" data-compat-reset>
            {t('reset')}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="mt-4">
          {t('none')}{' '}
          {requestUrl && (
            <Link href={requestUrl} className="text-brand underline">
              {t('requestLink')}
            </Link>
          )}
        </p>
      ) : (
        <table className="compat-table mt-4 w-full border-collapse text-sm" data-compat-table>
          <thead>
            <tr>
              {[t('device'), t('type'), t('interface'), t('reads'), t('controls'), tDevices('firmware')].map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((device) => (
              <tr key={device.id} data-compat-row={device.id}>
                <th scope="row">
                  <Link href={device.url} className="text-brand underline">
                    {device.brand} {device.model}
                  </Link>
                  {device.stage === 'beta' && <span className="ms-2 rounded border border-line px-1.5 py-0.5 text-xs font-medium text-fg-muted">{t('stages.beta')}</span>}
                </th>
                <td data-label={t('type')}>{tDevices(`types.${device.type}`)}</td>
                <td data-label={t('interface')}>{list(device.interfaces.map((i) => tDevices(`interfaces.${i}`)))}</td>
                <td data-label={t('reads')}>{list(device.reads.map((r) => tDevices(`read.${r}`)))}</td>
                <td data-label={t('controls')}>{list(device.controls.map((c) => tDevices(`control.${c}`)))}</td>
                <td data-label={tDevices('firmware')}>{firmwareText(device, (reason) => tDevices(`firmwareAny.${reason}.short`))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
