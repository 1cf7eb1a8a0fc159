import 'server-only'
import { getTranslations } from 'next-intl/server'
import { localeInfo, type LocaleId } from '../i18n/locales'
import type { ClientTexts, MessageKey } from '../i18n/client-text-keys'

/** A `{name}` placeholder: such a text travels as written and the browser fills it (lib/i18n/fill-placeholders.ts). */
const PLACEHOLDER = /\{\w+\}/

/**
 * The texts of `keys` in a namespace, in `locale` (default: the request's), for a client
 * component's props or a lazy texts file: a text with placeholders as written, any other
 * formatted by next-intl (ICU quotes resolved).
 */
export async function clientTexts<N extends string, Keys extends readonly MessageKey<N>[]>(namespace: N, keys: Keys, locale?: LocaleId): Promise<ClientTexts<Keys>> {
  // next-intl types its translator per namespace; the keys are checked against en.json by MessageKey.
  const t = (locale ? await getTranslations({ locale: localeInfo(locale).intl, namespace: namespace as never }) : await getTranslations(namespace as never)) as unknown as {
    (key: string): string
    raw(key: string): unknown
  }
  const texts: Record<string, string> = {}
  for (const key of keys) {
    const raw = t.raw(key)
    if (typeof raw !== 'string') throw new Error(`messages: ${namespace}.${key} is not a text`)
    texts[key] = PLACEHOLDER.test(raw) ? raw : t(key)
  }
  return texts as ClientTexts<Keys>
}
