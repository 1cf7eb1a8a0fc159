import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { LOCALES } from '@/lib/i18n/locales'

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
