import type { LocaleId } from './locales'

/**
 * Which pages every locale must have in its own language (CONTENT-PLAN.md, in tiers), and the
 * country pages that must exist in their countries' languages. Tests hold the translations to it.
 */

/** First tier: the top-level guides, troubleshooting, and the local control modes. */
const FIRST_TIER_FOLDERS = ['Troubleshooting', 'Configuration-from-A-to-Z/local-control-modes']

/** Second tier: what end customers read in the app and the portal, and the device-type overviews. */
const SECOND_TIER_FOLDERS = ['Monitoring/App', 'Controller/Devices']
const SECOND_TIER_DOCS = [
  'Monitoring/onboarding',
  'Monitoring/Web-portal/login',
  'Monitoring/Web-portal/account-settings',
  'Monitoring/Web-portal/installations/add',
  'Monitoring/Web-portal/faq/general',
  'Monitoring/Web-portal/alarms/general',
  'Monitoring/Web-portal/alarms/defaults',
  'Monitoring/Web-portal/alarms/watchdogs-alarms',
  'Monitoring/Web-portal/energy-flow-diagram',
  'Monitoring/Web-portal/user-management/how-to-add',
]

/** Third tier: the commissioning walkthrough, the pages an installer follows on site from A to Z. */
const THIRD_TIER_FOLDERS = ['Configuration-from-A-to-Z']

/** Pages for one country's installers, in that country's languages (Belgium: nl and fr). */
const COUNTRY_DOCS: Partial<Record<LocaleId, readonly string[]>> = {
  de: ['External-Signals/paragraph-14a'],
  nl: ['Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable', 'Accessories/p1-ethernet'],
  fr: ['Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable', 'Accessories/p1-ethernet'],
}

/** A doc directly in `folder` (not in a subfolder of it). */
function directlyIn(docPath: string, folder: string): boolean {
  return docPath.startsWith(`${folder}/`) && !docPath.slice(folder.length + 1).includes('/')
}

export function isPriorityDoc(docPath: string): boolean {
  if (!docPath.includes('/')) return true
  return FIRST_TIER_FOLDERS.some((folder) => directlyIn(docPath, folder))
}

export function isSecondTierDoc(docPath: string): boolean {
  return SECOND_TIER_DOCS.includes(docPath) || SECOND_TIER_FOLDERS.some((folder) => docPath.startsWith(`${folder}/`))
}

export function isThirdTierDoc(docPath: string): boolean {
  return THIRD_TIER_FOLDERS.some((folder) => directlyIn(docPath, folder))
}

/** Every page `locale` must have translated: the three tiers and its country pages. */
export function isRequiredTranslation(docPath: string, locale: LocaleId): boolean {
  return isPriorityDoc(docPath) || isSecondTierDoc(docPath) || isThirdTierDoc(docPath) || (COUNTRY_DOCS[locale]?.includes(docPath) ?? false)
}
