import { sidebarTree } from '@/lib/content/sidebar'
import { source } from '@/lib/server/docs'
import { localeParams, perLocaleFile } from '@/lib/server/locale-files'

export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

/** `/sidebar.json` and `/{locale}/sidebar.json`: the locale's whole sidebar, shared by its pages. */
export const GET = perLocaleFile((locale) => Response.json(sidebarTree(source.sidebar(locale))))
