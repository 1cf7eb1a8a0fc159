import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import type { LocaleId } from '../i18n/locales'
import type en from '../../messages/en.json'

/** A locale's messages read from messages/{locale}.json, for code that runs outside a request (the docs source, data files). */
export type Messages = typeof en

const read = new Map<LocaleId, Messages>()

export function messagesFile(locale: LocaleId): Messages {
  if (!read.has(locale)) read.set(locale, JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages)
  return read.get(locale)!
}
