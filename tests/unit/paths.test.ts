import { describe, expect, it } from 'vitest'
import { isLocaleId } from '@/lib/i18n/locales'
import { absoluteUrl, localizedPath, parseLocalizedPath, switchLocalePath } from '@/lib/i18n/paths'
import { localizeContentHref } from '@/lib/content/links'
import { categoryUrl, docUrl } from '@/lib/content/urls'

describe('localizedPath', () => {
  it('gives English no prefix and every other locale its id', () => {
    expect(localizedPath('en', 'installation')).toBe('/installation/')
    expect(localizedPath('nl', 'installation')).toBe('/nl/installation/')
    expect(localizedPath('ch', 'Accessories/p1-cable')).toBe('/ch/Accessories/p1-cable/')
  })
  it('builds the locale home and keeps a hash', () => {
    expect(localizedPath('en', '')).toBe('/')
    expect(localizedPath('ar', '')).toBe('/ar/')
    expect(localizedPath('de', 'installation', 'wiring')).toBe('/de/installation/#wiring')
  })
})

describe('parseLocalizedPath and switchLocalePath', () => {
  it('reads the locale prefix, English when there is none', () => {
    expect(parseLocalizedPath('/nl/Accessories/p1-cable/', isLocaleId)).toEqual({ locale: 'nl', path: 'Accessories/p1-cable' })
    expect(parseLocalizedPath('/installation/', isLocaleId)).toEqual({ locale: 'en', path: 'installation' })
    expect(parseLocalizedPath('/', isLocaleId)).toEqual({ locale: 'en', path: '' })
  })
  it('accepts the internal /en/ prefix the client router reports for English pages', () => {
    expect(parseLocalizedPath('/en/installation/', isLocaleId)).toEqual({ locale: 'en', path: 'installation' })
    expect(switchLocalePath('/en/installation/', 'nl', isLocaleId)).toBe('/nl/installation/')
    expect(switchLocalePath('/en/installation/', 'en', isLocaleId)).toBe('/installation/')
  })
  it('does not take a doc folder for a locale', () => {
    expect(parseLocalizedPath('/legal/SLA/', isLocaleId)).toEqual({ locale: 'en', path: 'legal/SLA' })
  })
  it('keeps the page when the language changes', () => {
    expect(switchLocalePath('/nl/installation/', 'ch', isLocaleId)).toBe('/ch/installation/')
    expect(switchLocalePath('/installation/', 'ar', isLocaleId)).toBe('/ar/installation/')
    expect(switchLocalePath('/fr/', 'en', isLocaleId)).toBe('/')
  })
})

describe('doc and content URLs', () => {
  it('serves the quick start at the docs home', () => {
    expect(docUrl('en', 'quick-start')).toBe('/')
    expect(docUrl('pl', 'quick-start')).toBe('/pl/')
    expect(docUrl('pl', 'status-leds', 'cloud')).toBe('/pl/status-leds/#cloud')
    expect(categoryUrl('sv', 'accessories')).toBe('/sv/category/accessories/')
  })
  it('keeps content links in the reader locale', () => {
    expect(localizeContentHref('/Accessories/p1-cable/#pinout', 'de')).toBe('/de/Accessories/p1-cable/#pinout')
    expect(localizeContentHref('/installation', 'hi')).toBe('/hi/installation/')
    expect(localizeContentHref('/quick-start/', 'nl')).toBe('/nl/')
    expect(localizeContentHref('/img/diagrams/p1.svg', 'nl')).toBe('/img/diagrams/p1.svg')
    expect(localizeContentHref('https://example.com/a', 'nl')).toBe('https://example.com/a')
  })
  it('builds absolute URLs with the base path', () => {
    expect(absoluteUrl('https://docs.example.com/', '/docs', '/nl/')).toBe('https://docs.example.com/docs/nl/')
  })
})
