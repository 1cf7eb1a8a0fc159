import { describe, expect, it } from 'vitest'
import { browserLocale, languageSuggestion, languageSuggestionUrl, localeForLanguage } from '@/lib/i18n/language-choice'
import { LOCALE_IDS } from '@/lib/i18n/locales'

describe('the browser languages matched to the site', () => {
  it('matches a tag by its language, Chinese of any script or region as ch', () => {
    expect(localeForLanguage('de-AT', LOCALE_IDS)).toBe('de')
    expect(localeForLanguage('pt-BR', LOCALE_IDS)).toBe('pt')
    expect(localeForLanguage('zh-CN', LOCALE_IDS)).toBe('ch')
    expect(localeForLanguage('zh-Hant-TW', LOCALE_IDS)).toBe('ch')
    expect(localeForLanguage('ar-EG', LOCALE_IDS)).toBe('ar')
    expect(localeForLanguage('ja', LOCALE_IDS)).toBeUndefined()
    expect(localeForLanguage('en-US', ['nl', 'fr'])).toBeUndefined()
  })
  it("takes the first of the reader's languages the site has", () => {
    expect(browserLocale(['ja-JP', 'fr-CA', 'en'], LOCALE_IDS)).toBe('fr')
    expect(browserLocale(['ja'], LOCALE_IDS)).toBeUndefined()
  })
})

describe('languageSuggestion', () => {
  const input = { pageLocale: 'en' as const, browserLanguages: ['de-DE', 'en'], locales: LOCALE_IDS, translated: new Set(['de', 'nl']), choice: null }
  it('offers the browser language when the page is translated into it', () => {
    expect(languageSuggestion(input)).toBe('de')
  })
  it('offers nothing once the reader has chosen, when the languages agree, or without a translation', () => {
    expect(languageSuggestion({ ...input, choice: 'en' })).toBeUndefined()
    expect(languageSuggestion({ ...input, choice: 'de' })).toBeUndefined()
    expect(languageSuggestion({ ...input, pageLocale: 'de' })).toBeUndefined()
    expect(languageSuggestion({ ...input, translated: new Set(['nl']) })).toBeUndefined()
    expect(languageSuggestion({ ...input, browserLanguages: ['ja'] })).toBeUndefined()
  })
  it('offers English (every page has it) and any language on pages that are not docs', () => {
    expect(languageSuggestion({ ...input, pageLocale: 'de', browserLanguages: ['en-GB'], translated: new Set() })).toBe('en')
    expect(languageSuggestion({ ...input, browserLanguages: ['zh-CN'], translated: undefined })).toBe('ch')
  })
  it('names the file of its texts per locale', () => {
    expect(languageSuggestionUrl('en')).toBe('/language-suggestion.json')
    expect(languageSuggestionUrl('ar')).toBe('/ar/language-suggestion.json')
  })
})
