import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { LOCALES } from '@/lib/i18n/locales'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const load = (id: string) => flatten(JSON.parse(fs.readFileSync(`messages/${id}.json`, 'utf8')))
const english = load('en')
// An argument is a name followed by `}` or `,` (`{count}`, `{count, plural, …}`); a plural's branch text is not one.
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort()

// Texts of SPEC.md that every locale must show in its own language.
const FIXED_TEXTS = [
  'error.title',
  'error.tryAgain',
  'notFound.title',
  'search.placeholder',
  'search.fetchError',
  'search.fetchErrorHelp',
  'search.believe',
  'search.letUsKnow',
  'ask.placeholder',
  'ask.disclaimer',
  'ask.newConversation',
  'nav.backToMainMenu',
]

describe.each(LOCALES.filter((l) => l.id !== 'en'))('messages/$id.json', ({ id, intl }) => {
  const messages = load(id)
  it('has every key of en.json and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
  })
  it('is translated, not a copy of the English texts', () => {
    for (const key of FIXED_TEXTS) expect(messages[key], key).not.toBe(english[key])
    const same = Object.keys(english).filter((key) => messages[key] === english[key])
    expect(same.length / Object.keys(english).length).toBeLessThan(0.1)
  })
  it('keeps the placeholders and valid ICU syntax', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(placeholders(text), key).toEqual(placeholders(english[key]!))
      const values = Object.fromEntries(placeholders(text).map((name) => [name, name === 'count' ? 2 : 'x']))
      expect(() => new IntlMessageFormat(text, intl).format(values), key).not.toThrow()
    }
  })
})

/** Texts sent raw to the browser and completed there with fillPlaceholders (lib/i18n/fill-placeholders.ts). */
const FILLED_IN_THE_BROWSER = [
  'search.noResults',
  'search.suggestion',
  'search.resultsFor',
  'ask.askAbout',
  'ask.errorClient',
  'ask.errorServer',
  'offline.sizeBeforeSave',
  'offline.progress',
  'offline.saved',
  'offline.storageUsed',
  'offline.interrupted',
  'offline.storageFull',
  'offline.storageNeeded',
  'offline.page.openSaved',
  'theme.toggle',
  'theme.toggleWithSystem',
  'sidebar.toggleCategory',
  'linkReport.builtOn',
]

describe('fillPlaceholders', () => {
  it('fills every occurrence of each named value and leaves unknown names as written', () => {
    expect(fillPlaceholders('{a} and {a}, not {b}', { a: '1' })).toBe('1 and 1, not {b}')
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}')
    expect(fillPlaceholders('$& {q}', { q: '$1 ?x=&y' })).toBe('$& $1 ?x=&y')
  })
  it.each(LOCALES.map((l) => l.id))('completes what the browser fills in %s, with no ICU syntax it cannot read', (id) => {
    const messages = load(id)
    for (const key of FILLED_IN_THE_BROWSER) {
      const text = messages[key]
      expect(text, key).toBeDefined()
      const values = Object.fromEntries(placeholders(text!).map((name) => [name, 'x']))
      expect(fillPlaceholders(text!, values), `${id}: ${key}`).not.toMatch(/[{}]/)
    }
  })
})
