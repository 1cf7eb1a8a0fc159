import { describe, expect, it } from 'vitest'
import { stampSourceHash, translationStatus } from '@/lib/i18n/status'
import { applyDataTranslations, parseDataTranslations, translatableTexts } from '@/lib/data/translations'
import { localize } from '@/lib/i18n/localized-text'

describe('translation status', () => {
  const english = [
    { docPath: 'installation', hash: 'aaa' },
    { docPath: 'status-leds', hash: 'bbb' },
    { docPath: 'app', hash: 'ccc' },
  ]
  it('sorts docs into translated, missing and outdated per locale', () => {
    const [nl, de] = translationStatus(
      english,
      [
        { locale: 'nl', docPath: 'installation', sourceHash: 'aaa' },
        { locale: 'nl', docPath: 'status-leds', sourceHash: 'old' },
        { locale: 'de', docPath: 'app' },
      ],
      ['nl', 'de'],
    )
    expect(nl).toEqual({ locale: 'nl', translated: ['installation'], missing: ['app'], outdated: ['status-leds'], metadata: [], metadataOutdated: [] })
    expect(de).toEqual({ locale: 'de', translated: [], missing: ['installation', 'status-leds'], outdated: ['app'], metadata: [], metadataOutdated: [] })
  })
  it('reports the metadata-only translations of missing docs as current or outdated', () => {
    const [nl] = translationStatus(
      english,
      [{ locale: 'nl', docPath: 'installation', sourceHash: 'aaa' }],
      ['nl'],
      [
        { locale: 'nl', docPath: 'status-leds', sourceHash: 'bbb' },
        { locale: 'nl', docPath: 'app', sourceHash: 'old' },
        { locale: 'de', docPath: 'app', sourceHash: 'ccc' },
      ],
    )
    expect(nl).toMatchObject({ translated: ['installation'], missing: ['status-leds', 'app'], metadata: ['status-leds'], metadataOutdated: ['app'] })
  })
  it('stamps the hash quoted, so hashes that look like numbers stay text', async () => {
    const { splitFrontmatter } = await import('@/lib/mdx/parse')
    const stamped = stampSourceHash('---\ntitle: A\n---\n', '530e75269272')
    expect((splitFrontmatter(stamped).frontmatter as { source_hash: unknown }).source_hash).toBe('530e75269272')
  })
  it('stamps the source hash into front matter, replacing an old one', () => {
    const stamped = stampSourceHash('---\ntitle: Installatie\nsource_hash: old\n---\n\nTekst', '0123456789ab')
    expect(stamped).toBe("---\ntitle: Installatie\nsource_hash: '0123456789ab'\n---\n\nTekst")
  })
})

describe('data translations', () => {
  const data = {
    values: { supply: { voltage: { label: 'Supply voltage', value: '230 V' } } },
    leds: [{ id: 'power', name: { en: 'Power' }, states: [{ colour: 'green', meaning: 'Running' }] }],
    terminals: [{ terminal: 'L', function: 'Line' }],
  }
  it('lists every text with a stable key', () => {
    expect(translatableTexts(data)).toEqual([
      { key: 'values.supply.voltage.label', text: 'Supply voltage' },
      { key: 'values.supply.voltage.value', text: '230 V' },
      { key: 'leds.power.name', text: 'Power' },
      { key: 'leds.power.states.0.meaning', text: 'Running' },
      { key: 'terminals.0.function', text: 'Line' },
    ])
  })
  it('adds a locale without losing English, and names keys that match nothing', () => {
    const copy = structuredClone(data)
    const { entries, problems } = parseDataTranslations(
      'values.supply.voltage.label: Voedingsspanning\nleds.power.states.0.meaning: In bedrijf\nleds.cloud.name: Wolk\n',
      'content/data/translations/nl.yaml',
      copy,
    )
    expect(problems).toEqual([{ file: 'content/data/translations/nl.yaml', field: 'leds.cloud.name', message: 'names no text in the data file' }])
    applyDataTranslations(copy, 'nl', entries)
    expect(localize(copy.values.supply.voltage.label as never, 'nl')).toBe('Voedingsspanning')
    expect(localize(copy.values.supply.voltage.label as never, 'de')).toBe('Supply voltage')
    expect(localize(copy.leds[0]!.states[0]!.meaning as never, 'nl')).toBe('In bedrijf')
  })
})
