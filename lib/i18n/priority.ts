import type { LocaleId } from './locales'

/**
 * Which pages every locale must have in its own language (CONTENT-PLAN.md, in tiers), and the
 * country pages that must exist in their countries' languages. Tests hold the translations to it.
 */

/** A tier: the docs directly in some folders, every doc under others, and single docs. */
interface Tier {
  directlyIn?: readonly string[]
  under?: readonly string[]
  docs?: readonly string[]
}

/** First tier: the top-level guides, troubleshooting, and the local control modes. */
const FIRST_TIER: Tier = { directlyIn: ['', 'Troubleshooting', 'Configuration-from-A-to-Z/local-control-modes'] }

/** Second tier: what end customers read in the app and the portal, and the device-type overviews. */
const SECOND_TIER: Tier = {
  under: ['Monitoring/App', 'Controller/Devices'],
  docs: [
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
  ],
}

/** Third tier: the commissioning walkthrough, the pages an installer follows on site from A to Z. */
const THIRD_TIER: Tier = { directlyIn: ['Configuration-from-A-to-Z'] }

/** Fourth tier: the external signals (grid operator, supplier, market prices, MQTT) that steer an installation. */
const FOURTH_TIER: Tier = { directlyIn: ['External-Signals'] }

/** Fifth tier: what installers and customers do in the portal after commissioning: data, reports, handing over. */
const FIFTH_TIER: Tier = {
  docs: [
    'Monitoring/Web-portal/historical-data/export',
    'Monitoring/Web-portal/historical-data/comparing-periods',
    'Monitoring/Web-portal/installations/other-actions/transfer-ownership',
    'Monitoring/Web-portal/installations/remove',
    'Monitoring/Web-portal/installations/replace',
    'Monitoring/Web-portal/reports/report-types',
    'Monitoring/Web-portal/reports/scheduled-reports',
    'Monitoring/Web-portal/public-display-controllers/setup',
    'Monitoring/Web-portal/user-management/roles',
    'Monitoring/Web-portal/ftp-tool/file-format',
  ],
}

/** Sixth tier: the background pages of the commissioning guide (reset, backup, meter direction, priorities …). */
const SIXTH_TIER: Tier = { directlyIn: ['Configuration-from-A-to-Z/Extra-Information'] }

/** Seventh tier: the device pages installers open most on site: EV chargers, home batteries and heat pumps. */
const SEVENTH_TIER: Tier = { directlyIn: ['Devices/EV-charging-station', 'Devices/Home-battery', 'Devices/Heat-pump'] }

/** Eighth tier: the energy-meter pages, the meter every installation starts from. */
const EIGHTH_TIER: Tier = { under: ['Devices/Energy-meter'] }

/** Ninth tier: the installer's tools on site: network troubleshooting, the Toolbox, the controller's accessories. */
const NINTH_TIER: Tier = { under: ['Controller/Toolbox'], docs: ['Controller/network-troubleshooting', 'Controller/accessories'] }

/** Tenth tier: the PV, hybrid and battery inverters, which the controller reads and curtails. */
const TENTH_TIER: Tier = { directlyIn: ['Devices/PV-hybrid-and-battery-inverters'] }

/** Eleventh tier: the accessories an installer fits on site: the 4G router, gateways, P1 cables, the DIN-rail kit. */
const ELEVENTH_TIER: Tier = { directlyIn: ['Accessories'] }

/** Twelfth tier: the rest of the web portal: contacts, customers, documents, layouts, metrics, white-labelling. */
const TWELFTH_TIER: Tier = { under: ['Monitoring/Web-portal'] }

const TIERS = [FIRST_TIER, SECOND_TIER, THIRD_TIER, FOURTH_TIER, FIFTH_TIER, SIXTH_TIER, SEVENTH_TIER, EIGHTH_TIER, NINTH_TIER, TENTH_TIER, ELEVENTH_TIER, TWELFTH_TIER]

/** Pages for one country's installers, in that country's languages (Belgium: nl and fr). */
const COUNTRY_DOCS: Partial<Record<LocaleId, readonly string[]>> = {
  de: ['External-Signals/paragraph-14a'],
  nl: ['Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable', 'Accessories/p1-ethernet'],
  fr: ['Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable', 'Accessories/p1-ethernet'],
}

/** A doc directly in `folder` (not in a subfolder of it); '' is the top level. */
function directlyIn(docPath: string, folder: string): boolean {
  if (folder === '') return !docPath.includes('/')
  return docPath.startsWith(`${folder}/`) && !docPath.slice(folder.length + 1).includes('/')
}

function inTier(docPath: string, tier: Tier): boolean {
  return (
    (tier.docs?.includes(docPath) ?? false) ||
    (tier.directlyIn?.some((folder) => directlyIn(docPath, folder)) ?? false) ||
    (tier.under?.some((folder) => docPath.startsWith(`${folder}/`)) ?? false)
  )
}

export function isPriorityDoc(docPath: string): boolean {
  return inTier(docPath, FIRST_TIER)
}

/** Every page `locale` must have translated: the tiers and its country pages. */
export function isRequiredTranslation(docPath: string, locale: LocaleId): boolean {
  return TIERS.some((tier) => inTier(docPath, tier)) || (COUNTRY_DOCS[locale]?.includes(docPath) ?? false)
}
