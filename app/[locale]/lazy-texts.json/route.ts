import { loadLazyTexts } from '@/components/layout/lazy-texts'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/lazy-texts.json` and `/{locale}/lazy-texts.json`: what the parts loaded on first use say (search modal, offline panel). */
export const GET = perLocaleFile(async (locale) => Response.json(await loadLazyTexts(locale)))
