import { loadSearchTexts } from '@/components/search/load-labels'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/search-texts.json` and `/{locale}/search-texts.json`: what the search modal says, loaded with its code. */
export const GET = perLocaleFile(async (locale) => Response.json(await loadSearchTexts(locale)))
