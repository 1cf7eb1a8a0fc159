import { describe, expect, it } from 'vitest'
import { goLinks } from '@/lib/data/go-links'
import { goLinkPage, qrSheetPage, GO_LINK_DATA_ID } from '@/lib/go/go-page'
import { preferredLocale } from '@/lib/i18n/language-choice'
import { LOCALE_IDS } from '@/lib/i18n/locales'
import { ContentError } from '@/lib/validation/problems'
import type { Device } from '@/lib/data/devices'

const device: Device = {
  id: 'eastron-sdm630',
  type: 'energy-meter',
  stage: 'stable',
  brand: 'Eastron',
  model: 'SDM630',
  doc: 'Devices/Energy-meter/Eastron/SDM630',
  interfaces: ['modbus-rtu'],
  reads: ['power'],
  controls: [],
  firmwareAny: 'stable-interface',
  connection: { link: 'rs485', controllerPort: 1, deviceTerminals: 'A, B' },
}
const published = (doc: string) => ['status-leds', 'installation', device.doc].includes(doc)
const yaml = (lines: string) => `links:\n${lines}`

function problems(text: string, devices: Device[] = [device]): string[] {
  try {
    goLinks(text, 'content/data/go-links.yaml', devices, published)
    return []
  } catch (error) {
    return (error as ContentError).message.split('\n')
  }
}

describe('label link data', () => {
  it('lists the file\'s codes, then one per device under its id', () => {
    const links = goLinks(yaml('  - { code: edge-leds, doc: status-leds, label: LEDs }\n'), 'f', [device], published)
    expect(links).toEqual([
      { code: 'edge-leds', doc: 'status-leds', label: 'LEDs' },
      { code: 'eastron-sdm630', doc: device.doc, label: 'Eastron SDM630' },
    ])
  })

  it('fails on a code without a published page, naming file, field and code', () => {
    expect(problems(yaml('  - { code: edge-toolbox, doc: Controller/Toolbox/log-download, label: Logs }\n'))).toEqual([
      'content/data/go-links.yaml: field "links.0.doc": "Controller/Toolbox/log-download" is not a doc this build publishes, so /go/edge-toolbox/ would lead nowhere',
    ])
    // A device whose page the build leaves out fails the same way.
    expect(problems(yaml('  []\n').replace('links:\n  []', 'links: []'), [{ ...device, doc: 'Devices/none' }])[0]).toMatch(/"devices \(eastron-sdm630\)\.doc": "Devices\/none" is not a doc/)
  })

  it('refuses a code used twice, a malformed code and the QR sheet\'s own name', () => {
    const found = problems(yaml('  - { code: eastron-sdm630, doc: installation, label: A }\n  - { code: qr, doc: installation, label: B }\n'))
    expect(found.join('\n')).toMatch(/eastron-sdm630" is used twice/)
    expect(found.join('\n')).toMatch(/"links\.1\.code": "qr" is the label sheet's own address/)
    expect(problems(yaml('  - { code: Edge_LEDs, doc: status-leds, label: A }\n'))[0]).toMatch(/"links\.0\.code": .*lowercase/)
  })
})

describe('the locale a label link opens', () => {
  it('is the saved choice, else the first browser language the site has, else English', () => {
    expect(preferredLocale('nl', ['de-DE'], LOCALE_IDS)).toBe('nl')
    expect(preferredLocale(null, ['ja', 'zh-CN', 'de'], LOCALE_IDS)).toBe('ch')
    expect(preferredLocale(null, ['pt-BR'], LOCALE_IDS)).toBe('pt')
    expect(preferredLocale(null, ['ja'], LOCALE_IDS)).toBe('en')
    // A saved choice this brand does not publish counts as none.
    expect(preferredLocale('hi', ['fr-BE'], ['en', 'fr', 'de'])).toBe('fr')
    expect(preferredLocale(undefined, [], ['nl', 'fr'])).toBe('nl')
  })
})

describe('label link pages', () => {
  it('carry their targets for the script and list every language as links', () => {
    const html = goLinkPage({ label: 'Status <LEDs>', siteTitle: 'Docs', canonical: 'https://x.example/status-leds/', targets: { en: '/status-leds/', ar: '/ar/status-leds/' }, script: 'void 0' })
    expect(html).toContain(`<script type="application/json" id="${GO_LINK_DATA_ID}">{"targets":{"en":"/status-leds/","ar":"/ar/status-leds/"}}</script>`)
    expect(html).toContain('<a href="/ar/status-leds/" hreflang="ar" lang="ar" dir="rtl">العربية</a>')
    expect(html).toContain('<h1>Status &lt;LEDs&gt;</h1>')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })
  it('the QR sheet has one label per code with its URL', () => {
    const html = qrSheetPage({ siteTitle: 'Docs', labels: [{ code: 'a1', label: 'A1', url: 'https://x.example/go/a1/', svg: '<svg></svg>' }] })
    expect(html).toContain('<div class="label" data-go-code="a1"><svg></svg><div><strong>A1</strong><span>https://x.example/go/a1/</span></div></div>')
    expect(html).toContain('@page{size:A4')
  })
})

describe('a content tree without the file', () => {
  it('has the devices\' links only', () => {
    expect(goLinks(undefined, 'content/data/go-links.yaml', [device], published).map((l) => l.code)).toEqual(['eastron-sdm630'])
    expect(goLinks(undefined, 'content/data/go-links.yaml', [], published)).toEqual([])
  })
})
