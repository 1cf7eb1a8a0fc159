import { sidebarTree } from '@/lib/content/sidebar'
import { source } from '@/lib/server/docs'
import { isSiteLocale, siteLocales } from '@/lib/server/site'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return siteLocales.map((locale) => ({ locale }))
}

/** `/sidebar.json` and `/{locale}/sidebar.json`: the locale's whole sidebar, shared by its pages. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isSiteLocale(locale)) return new Response('Not found', { status: 404 })
  return Response.json(sidebarTree(source.sidebar(locale)))
}
