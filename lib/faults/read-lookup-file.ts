import fs from 'node:fs'
import path from 'node:path'
import type { LocaleId } from '../i18n/locales'
import { faultCodesUrl } from './files'
import type { FaultLookupData } from './view'

/** A locale's lookup file from an exported site (the CLIs); undefined when the content has no codes. */
export function readFaultLookup(outDir: string, locale: string): FaultLookupData | undefined {
  const file = path.join(outDir, faultCodesUrl(locale as LocaleId))
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FaultLookupData) : undefined
}
