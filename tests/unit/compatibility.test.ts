import { describe, expect, it } from 'vitest'
import { facetChoices, filterDevices, filtersQuery, parseFilters } from '@/lib/compatibility/filter'
import type { DeviceRow } from '@/lib/data/device-view'

const row = (id: string, extra: Partial<DeviceRow>): DeviceRow => ({
  id,
  type: 'pv-inverter',
  brand: 'Brand',
  model: 'Model',
  interfaces: ['modbus-tcp'],
  reads: ['power'],
  controls: [],
  stage: 'stable',
  url: `/${id}/`,
  firmwareAny: 'current-release',
  ...extra,
})

const devices: DeviceRow[] = [
  row('huawei-sun2000', { brand: 'Huawei', model: 'SUN2000 (2KTL–6KTL)', controls: ['curtailment'] }),
  row('sma-inverter', { brand: 'SMA', model: 'Sunny Boy, Sunny Tripower', interfaces: ['modbus-tcp', 'sunspec'], controls: ['curtailment', 'battery-setpoint'] }),
  row('huawei-luna2000', { type: 'home-battery', brand: 'Huawei', model: 'LUNA2000', reads: ['soc', 'power'], controls: ['battery-setpoint'] }),
  row('zaptec', { type: 'ev-charger', brand: 'Zaptec', model: 'Go, Pro', interfaces: ['cloud-api'], controls: ['charge-current'] }),
  row('eebus-lpc', { type: 'new-integration', brand: 'Generic', model: 'EEBUS LPC device', interfaces: ['eebus'], stage: 'beta' }),
]
const ids = (list: DeviceRow[]) => list.map((d) => d.id)

describe('compatibility filters', () => {
  it('reads the URL, ignoring values that are not in the data', () => {
    expect(parseFilters(new URLSearchParams('type=ev-charger&interface=teleport&q=zap&stage=beta&brand=%20Zaptec%20'))).toEqual({
      q: 'zap',
      type: 'ev-charger',
      brand: 'Zaptec',
      stage: 'beta',
    })
    expect(filtersQuery({ q: ' huawei zaptec ', type: 'ev-charger', controls: 'charge-current' })).toBe('?q=huawei+zaptec&type=ev-charger&controls=charge-current')
    expect(filtersQuery({ q: '' })).toBe('')
  })

  it('answers "a Huawei SUN2000 and a Zaptec charger" with both, the best match first', () => {
    expect(ids(filterDevices(devices, { q: 'huawei zaptec' }))).toEqual(['huawei-sun2000', 'huawei-luna2000', 'zaptec'])
    expect(ids(filterDevices(devices, { q: 'Huawei SUN2000' }))[0]).toBe('huawei-sun2000')
    // Words may be cut short, and case and accents do not matter.
    expect(ids(filterDevices(devices, { q: 'ZAPT' }))).toEqual(['zaptec'])
    expect(ids(filterDevices(devices, { q: 'nothing-like-it' }))).toEqual([])
  })

  it('combines every filter', () => {
    expect(ids(filterDevices(devices, { q: '', controls: 'battery-setpoint' }))).toEqual(['sma-inverter', 'huawei-luna2000'])
    expect(ids(filterDevices(devices, { q: 'huawei', type: 'home-battery' }))).toEqual(['huawei-luna2000'])
    expect(ids(filterDevices(devices, { q: '', brand: 'huawei', controls: 'curtailment' }))).toEqual(['huawei-sun2000'])
    expect(ids(filterDevices(devices, { q: '', stage: 'beta' }))).toEqual(['eebus-lpc'])
  })

  it('offers only choices that keep some device, given the other filters', () => {
    expect(facetChoices(devices, { q: '', type: 'ev-charger' }, 'brand')).toEqual(['Zaptec'])
    expect(facetChoices(devices, { q: '', type: 'ev-charger' }, 'type')).toEqual(['pv-inverter', 'home-battery', 'ev-charger', 'new-integration'])
    expect(facetChoices(devices, { q: '', brand: 'Huawei' }, 'controls')).toEqual(['curtailment', 'battery-setpoint'])
  })
})
