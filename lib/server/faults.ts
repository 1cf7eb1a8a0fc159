import 'server-only'
import { getTranslations } from 'next-intl/server'
import { ContentError } from '../validation/problems'
import { CONTROLLER_SOURCE, parseFaultFiles, readFaultFiles, type FaultFile } from '../data/faults'
import { LED_SWATCH, loadControllerData } from '../data/controller'
import { loadDevices } from '../data/devices'
import { hasTranslation, localize, type LocalizedText } from '../i18n/localized-text'
import { DEFAULT_LOCALE, localeInfo, type LocaleId } from '../i18n/locales'
import { resolveBrandText } from '../site/brand'
import type { FaultCard, FaultLookupData, LedStateCard } from '../faults/view'
import type { CodeSource } from '../faults/lookup'
import { LED_COLOUR_WORDS, LED_NAME_WORDS, LED_PATTERN_WORDS, wordsFor } from '../faults/led-words'
import { source } from './docs'
import { localizedPath } from '../i18n/paths'
import { FAULT_CODES_ROUTE, faultCodesUrl } from '../faults/files'
import type { FaultSearchSetup } from '../faults/search-setup'
import { localPageLinks } from './local-titles'
import { messagesFile } from './messages-file'
import { site, tokens } from './site'

/** The fault files of this content tree, checked once at build time (a problem fails the build naming file and field). */
function loadFaults(): FaultFile[] {
  const files = readFaultFiles()
  if (files.length === 0) return []
  const controller = loadControllerData()
  const { faults, problems } = parseFaultFiles(files, {
    brands: new Set(loadDevices().map((d) => d.brand)),
    isPublished: (doc) => source.page(DEFAULT_LOCALE, doc) !== undefined,
    anchors: (doc) => new Set(source.page(DEFAULT_LOCALE, doc)?.english.headings.map((h) => h.id) ?? []),
    ledStates: new Set(controller.leds.flatMap((led) => led.states.map((s) => `${led.id}/${s.colour}/${s.pattern}`))),
  })
  if (problems.length > 0) throw new ContentError(problems)
  return faults
}

export const faultFiles = loadFaults()

/** A table label as words to match: without the part in brackets ("Blinking slowly (1 Hz)"), and its first word alone. */
function labelWords(label: string): string[] {
  const plain = label.replace(/[（(][^)）]*[)）]/g, '').trim()
  const first = plain.split(/\s+/)[0] ?? ''
  return [...new Set([plain, first].filter(Boolean))]
}

/** Every colour and pattern word of the LED tables in a locale and in English, with readers' words for them. */
function ledLookWords(locale: LocaleId): string[] {
  const labels = [locale, DEFAULT_LOCALE].flatMap((id) => {
    const { colours, patterns } = messagesFile(id).tables
    return [...Object.values(colours), ...Object.values(patterns)]
  })
  const readers = [LED_COLOUR_WORDS, LED_PATTERN_WORDS].flatMap((table) => Object.keys(table).flatMap((id) => wordsFor(table, id, locale)))
  return [...new Set([...labels.flatMap(labelWords), ...readers])].filter((w) => w.length >= 2)
}

async function ledStates(locale: LocaleId): Promise<LedStateCard[]> {
  const data = loadControllerData()
  const tables = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'tables' })
  const english = await getTranslations({ locale: localeInfo(DEFAULT_LOCALE).intl, namespace: 'tables' })
  const text = (value: LocalizedText) => resolveBrandText(localize(value, locale), tokens)
  return data.leds.flatMap((led) =>
    led.states.map((state) => {
      const id = `${led.id}/${state.colour}/${state.pattern}`
      const colour = tables(`colours.${state.colour}`)
      const pattern = tables(`patterns.${state.pattern}`)
      return {
        id,
        name: text(led.name),
        colour,
        swatch: LED_SWATCH[state.colour],
        pattern,
        meaning: text(state.meaning),
        action: text(state.action),
        words: {
          id,
          led: [...new Set([text(led.name), localize(led.name, DEFAULT_LOCALE), led.id, ...wordsFor(LED_NAME_WORDS, led.id, locale)])],
          colour: [...new Set([...labelWords(colour), ...labelWords(english(`colours.${state.colour}`)), ...wordsFor(LED_COLOUR_WORDS, state.colour, locale)])],
          pattern: [...new Set([...labelWords(pattern), ...labelWords(english(`patterns.${state.pattern}`)), ...wordsFor(LED_PATTERN_WORDS, state.pattern, locale)])],
        },
      }
    }),
  )
}

/** Every fault card and LED state of a locale, for the lookup page (and search). */
export async function faultLookup(locale: LocaleId): Promise<FaultLookupData> {
  const link = localPageLinks(locale)
  const text = (value: LocalizedText) => resolveBrandText(localize(value, locale), tokens)
  const translated = (value: LocalizedText) => hasTranslation(value, locale)
  const cards: FaultCard[] = faultFiles.flatMap((file) =>
    file.codes.flatMap((fault) => {
      const page = link(fault.doc)
      if (!page) return []
      const texts = [fault.title, fault.does, ...fault.causes, ...fault.checks]
      return [
        {
          id: `${file.source}:${fault.code}`,
          source: file.source,
          sourceName: file.source === CONTROLLER_SOURCE ? site.custom.controllerName : file.source,
          ...(file.codeName ? { codeName: text(file.codeName) } : {}),
          code: fault.code,
          severity: fault.severity,
          title: text(fault.title),
          does: text(fault.does),
          causes: fault.causes.map(text),
          checks: fault.checks.map(text),
          english: !texts.every(translated),
          url: fault.section ? `${page.url}#${fault.section}` : page.url,
          pageTitle: page.title,
          ...(fault.led ? { led: `${fault.led.led}/${fault.led.colour}/${fault.led.pattern}` } : {}),
        },
      ]
    }),
  )
  const brands = [...new Set(faultFiles.map((f) => f.source).filter((s) => s !== CONTROLLER_SOURCE))].sort((a, b) => a.localeCompare(b, 'en'))
  const aliasesOf = (brand: string) => [...new Set(faultFiles.filter((f) => f.source === brand).flatMap((f) => f.aliases ?? []))]
  const sources: CodeSource[] = [
    ...(faultFiles.some((f) => f.source === CONTROLLER_SOURCE) ? [{ id: CONTROLLER_SOURCE, name: site.custom.controllerName, generic: true }] : []),
    ...brands.map((brand) => {
      const aliases = aliasesOf(brand)
      return { id: brand, name: brand, ...(aliases.length > 0 ? { aliases } : {}) }
    }),
  ]
  const t = await getTranslations({ locale: localeInfo(locale).intl, namespace: 'faults' })
  return {
    cards,
    leds: await ledStates(locale),
    sources,
    ledPageUrl: source.page(locale, 'status-leds')?.url,
    lookupUrl: localizedPath(locale, FAULT_CODES_ROUTE),
    lookupTitle: t('title'),
  }
}

/** What search needs to list code and LED matches first in a locale; undefined when the content has no codes. */
export function faultSearchSetup(locale: LocaleId): FaultSearchSetup | undefined {
  if (faultFiles.length === 0) return undefined
  const leds = loadControllerData().leds
  const ledNames = [...new Set(leds.flatMap((led) => [localize(led.name, locale), localize(led.name, DEFAULT_LOCALE), ...wordsFor(LED_NAME_WORDS, led.id, locale)]))]
  return { dataUrl: faultCodesUrl(locale), ledNames, ledLooks: ledLookWords(locale) }
}
