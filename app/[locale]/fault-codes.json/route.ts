import { faultLookup } from '@/lib/server/faults'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/fault-codes.json` and `/{locale}/fault-codes.json`: the code lookup's cards and LED states in the locale (lib/faults/view.ts). */
export const GET = perLocaleFile(async (locale) => Response.json(await faultLookup(locale)))
