import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALE_IDS } from '@/lib/i18n/locales'
import { isPriorityDoc, isRequiredTranslation } from '@/lib/i18n/priority'
import { firstStructureDifference, missingNumbers, NUMBERS_AS_WORDS, shape } from '../support/translation-shape'
import { stampSourceHash, translationStatus } from '@/lib/i18n/status'
import { splitFrontmatter } from '@/lib/mdx/parse'
import { sourceHash } from '@/lib/mdx/hash'
import { englishSources, translationFiles } from '../../scripts/i18n-files'

const DOCS = 'content/docs'
const TRANSLATED = LOCALE_IDS.filter((l) => l !== DEFAULT_LOCALE)
const NON_LATIN: Partial<Record<string, RegExp>> = { ar: /\p{Script=Arabic}/gu, hi: /\p{Script=Devanagari}/gu, ch: /\p{Script=Han}/gu }

interface DocText {
  title: string
  headings: string[]
  /** Prose lines of the body: no code, tables, components or headings. */
  prose: string[]
}

function read(locale: string, docPath: string): DocText {
  const { frontmatter, body } = splitFrontmatter(fs.readFileSync(path.join(DOCS, locale, `${docPath}.mdx`), 'utf8'))
  const lines = body.replace(/```[\s\S]*?```/g, '').split('\n').map((l) => l.trim())
  return {
    title: String((frontmatter as { title: string }).title),
    headings: lines.filter((l) => /^#{2,4} /.test(l)).map((l) => l.replace(/^#+ /, '')),
    prose: lines.filter((l) => l.length > 0 && !/^(#|\||<|:::|import |export |!\[)/.test(l)).map((l) => l.replace(/^(\d+\.|[-*]) /, '')),
  }
}

/** The English side of each comparison, read and parsed once for the eleven locales that compare with it. */
const englishSides = new Map<string, { text: DocText; shape: ReturnType<typeof shape> }>()
function englishOf(docPath: string): { text: DocText; shape: ReturnType<typeof shape> } {
  let side = englishSides.get(docPath)
  if (!side) {
    const body = splitFrontmatter(fs.readFileSync(path.join(DOCS, DEFAULT_LOCALE, `${docPath}.mdx`), 'utf8')).body
    side = { text: read(DEFAULT_LOCALE, docPath), shape: shape(body) }
    englishSides.set(docPath, side)
  }
  return side
}

const englishDocs = englishSources().map((s) => s.docPath)
const priorityDocs = englishDocs.filter(isPriorityDoc)
const requiredDocs = (locale: (typeof TRANSLATED)[number]) => englishDocs.filter((d) => isRequiredTranslation(d, locale))
/** The docs whose translation is checked: the required ones, and every other one a translator has written. */
const checkedDocs = (locale: (typeof TRANSLATED)[number]) =>
  englishDocs.filter((d) => isRequiredTranslation(d, locale) || fs.existsSync(path.join(DOCS, locale, `${d}.mdx`)))

describe('translation priority', () => {
  it('names the top-level guides, troubleshooting and the local control modes', () => {
    expect(isPriorityDoc('installation')).toBe(true)
    expect(isPriorityDoc('Troubleshooting/network')).toBe(true)
    expect(isPriorityDoc('Configuration-from-A-to-Z/local-control-modes/extra-wear-battery')).toBe(true)
    expect(isPriorityDoc('Configuration-from-A-to-Z/grid-limits')).toBe(false)
    expect(isPriorityDoc('Devices/Energy-meter/Eastron/SDM630')).toBe(false)
    expect(priorityDocs.length).toBeGreaterThanOrEqual(29)
  })

  it('adds the end-customer pages and device overviews for every locale, and the country pages in their languages', () => {
    expect(isRequiredTranslation('Monitoring/App/notifications', 'sv')).toBe(true)
    expect(isRequiredTranslation('Controller/Devices/heat-pumps', 'hi')).toBe(true)
    expect(isRequiredTranslation('External-Signals/paragraph-14a', 'de')).toBe(true)
    expect(isRequiredTranslation('Accessories/p1-cable', 'nl')).toBe(true)
    expect(isRequiredTranslation('Monitoring/Legacy-web-portal/widgets/pie', 'nl')).toBe(false)
    for (const locale of TRANSLATED) expect(requiredDocs(locale).length, locale).toBeGreaterThanOrEqual(55)
  })

  // Each later tier: pages it requires, pages it leaves out, and the required pages per locale from then on.
  const laterTiers = [
    {
      tier: 'the commissioning walkthrough and its background pages',
      required: [['Configuration-from-A-to-Z/grid-limits', 'ch'], ['Configuration-from-A-to-Z/accessing-commissioning-interface', 'ar'], ['Configuration-from-A-to-Z/Extra-Information/backup', 'ar']],
      notRequired: [['Devices/Gas-meter/M-Bus-gas-meter', 'ar']],
      atLeast: 64,
    },
    {
      tier: "the external signals and the portal's everyday tasks",
      required: [['External-Signals/curtailment', 'pl'], ['External-Signals/paragraph-14a', 'hi'], ['Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'ar']],
      notRequired: [['External-Signals/Customer-specific/energy-supplier', 'nl'], ['Monitoring/Legacy-web-portal/reports', 'ar']],
      atLeast: 102,
    },
    {
      tier: 'the pages of the EV chargers, home batteries and heat pumps',
      required: [['Devices/EV-charging-station/Zaptec', 'sv'], ['Devices/Home-battery/Tesla-Powerwall', 'ar'], ['Devices/Heat-pump/SG-Ready-generic', 'de']],
      notRequired: [['Devices/Gas-meter/M-Bus-gas-meter', 'ch'], ['Devices/Cloud/Tesla-cloud', 'hi']],
      atLeast: 123,
    },
    {
      tier: 'the energy-meter pages',
      required: [['Devices/Energy-meter/Eastron/SDM630', 'ar'], ['Devices/Energy-meter/Carlo-Gavazzi/EM24', 'sv'], ['Devices/Energy-meter/Kostal-KSEM', 'ch']],
      notRequired: [['Devices/Water-meter/pulse-water-meter', 'de']],
      atLeast: 138,
    },
    {
      tier: "the installer's tools (network troubleshooting, the Toolbox, the accessories)",
      required: [['Controller/Toolbox/modbus-scanner', 'pl'], ['Controller/network-troubleshooting', 'ar'], ['Controller/accessories', 'nl']],
      notRequired: [['Devices/Switched-loads/Shelly', 'de']],
      atLeast: 143,
    },
    {
      tier: 'the PV, hybrid and battery inverter pages',
      required: [['Devices/PV-hybrid-and-battery-inverters/SMA', 'ar'], ['Devices/PV-hybrid-and-battery-inverters/Victron-GX', 'ch'], ['Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000', 'hi']],
      notRequired: [['Devices/Boiler/my-PV-AC-THOR', 'de'], ['Monitoring/Whitelabeling-app/apple-app-setup', 'pt']],
      atLeast: 155,
    },
    {
      tier: 'the accessory pages',
      required: [['Accessories/A1', 'pl'], ['Accessories/rs485-usb', 'de'], ['Accessories/din-rail-mount', 'ar']],
      notRequired: [['Devices/Water-meter/pulse-water-meter', 'sv'], ['Monitoring/Legacy-web-portal/manual', 'hi']],
      atLeast: 166,
    },
    {
      tier: 'the rest of the web portal pages',
      required: [['Monitoring/Web-portal/whitelabeling/css', 'nl'], ['Monitoring/Web-portal/whitelabeling/subdomain', 'ar'], ['Monitoring/Web-portal/metrics/expected_production', 'ch']],
      notRequired: [['Monitoring/Legacy-web-portal/alarms', 'de'], ['legal/SLA', 'pt']],
      atLeast: 183,
    },
  ] as const
  for (const { tier, required, notRequired, atLeast } of laterTiers) {
    it(`adds ${tier} for every locale`, () => {
      for (const [doc, locale] of required) expect(isRequiredTranslation(doc, locale), `${locale} ${doc}`).toBe(true)
      for (const [doc, locale] of notRequired) expect(isRequiredTranslation(doc, locale), `${locale} ${doc}`).toBe(false)
      for (const locale of TRANSLATED) expect(requiredDocs(locale).length, locale).toBeGreaterThanOrEqual(atLeast)
    })
  }

  describe.each(TRANSLATED)('%s', (locale) => {
    it.each(checkedDocs(locale))('%s is translated: title, headings, structure, numbers and body', (docPath) => {
      const file = path.join(DOCS, locale, `${docPath}.mdx`)
      expect(fs.existsSync(file), `${file} is missing`).toBe(true)
      const { text: english, shape: englishShape } = englishOf(docPath)
      const translated = read(locale, docPath)
      expect(translated.title).not.toBe(english.title)
      expect(translated.headings.length).toBe(english.headings.length)
      // Headings may keep a product or protocol name ("RS485"); most must be in the language.
      const sameHeadings = translated.headings.filter((h, i) => h === english.headings[i]).length
      expect(sameHeadings, `headings left in English: ${translated.headings.filter((h, i) => h === english.headings[i]).join(', ')}`).toBeLessThanOrEqual(Math.floor(english.headings.length / 4))
      // Same sections, steps, tables, components and links as English, and the same numbers.
      const translatedShape = shape(splitFrontmatter(fs.readFileSync(file, 'utf8')).body)
      expect(firstStructureDifference(englishShape, translatedShape), 'structure').toBeUndefined()
      expect(missingNumbers(englishShape, translatedShape, NUMBERS_AS_WORDS[locale]), 'numbers of the English text').toEqual([])
      const englishProse = new Set(english.prose.filter((l) => l.split(' ').length >= 6))
      const copied = translated.prose.filter((l) => englishProse.has(l))
      expect(copied, 'English sentences copied into the translation').toEqual([])
      const pattern = NON_LATIN[locale]
      if (pattern) {
        // Letters a reader reads: not link targets, code, component tags or brand placeholders.
        const text = translated.prose.join(' ').replace(/\]\([^)]*\)|`[^`]*`|<[^>]*>|\{[^}]*\}/g, ' ')
        const letters = text.match(/\p{L}/gu)?.length ?? 0
        expect((text.match(pattern)?.length ?? 0) / letters, 'share of letters in the locale’s script').toBeGreaterThan(0.6)
      }
    })

    it('every required translation is current (its source_hash matches the English file)', () => {
      const status = translationStatus(englishSources(), translationFiles(), [locale])[0]!
      const required = (d: string) => isRequiredTranslation(d, locale)
      expect(status.outdated.filter(required)).toEqual([])
      expect(status.missing.filter(required)).toEqual([])
    })
  })
})

describe('freshness of a translation', () => {
  it('turns outdated when its English file changes, and current again once stamped', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-fresh-'))
    try {
      const en = path.join(root, 'content/docs/en/guide.mdx')
      const nl = path.join(root, 'content/docs/nl/guide.mdx')
      fs.mkdirSync(path.dirname(en), { recursive: true })
      fs.mkdirSync(path.dirname(nl), { recursive: true })
      fs.writeFileSync(en, '---\ntitle: Guide\ndescription: A guide\n---\n\nWire the meter.\n')
      fs.writeFileSync(nl, stampSourceHash('---\ntitle: Gids\ndescription: Een gids\n---\n\nSluit de meter aan.\n', sourceHash(fs.readFileSync(en, 'utf8'))))
      const status = () => translationStatus(englishSources(root), translationFiles(root), ['nl'])[0]!

      expect(status()).toMatchObject({ translated: ['guide'], outdated: [] })
      fs.appendFileSync(en, '\nThen switch it on.\n')
      expect(status()).toMatchObject({ translated: [], outdated: ['guide'] })
      fs.writeFileSync(nl, stampSourceHash(fs.readFileSync(nl, 'utf8'), sourceHash(fs.readFileSync(en, 'utf8'))))
      expect(status()).toMatchObject({ translated: ['guide'], outdated: [] })
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
