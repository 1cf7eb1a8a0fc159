import { localizedPath } from '../i18n/paths'
import type { LocaleId } from '../i18n/locales'

/** The lookup page of fault codes and LED states, in every locale. */
export const FAULT_CODES_ROUTE = 'troubleshooting/codes'

/** File name of a locale's fault cards and LED states (lib/faults/view.ts), written once per locale. */
export const FAULT_CODES_FILE = 'fault-codes.json'

/** `/fault-codes.json` for English, `/nl/fault-codes.json` … */
export function faultCodesUrl(locale: LocaleId): string {
  return `${localizedPath(locale, '')}${FAULT_CODES_FILE}`
}

/** Where the lookup sits in the sidebar: first in the Troubleshooting category. */
export const FAULT_CODES_SIDEBAR = { folder: 'Troubleshooting', position: 0 }
