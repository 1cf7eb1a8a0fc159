import { getTranslations } from 'next-intl/server'
import { localeInfo } from '@/lib/i18n/locales'
import { llmsTxt } from '@/lib/markdown/llms-txt'
import { source } from '@/lib/server/docs'
import { isSiteLocale, siteLocales } from '@/lib/server/site'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return siteLocales.map((locale) => ({ locale }))
}

/** `/llms.txt` (English, moved to the root with the other English files) and `/{locale}/llms.txt`. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isSiteLocale(locale)) return new Response('Not found', { status: 404 })
  const t = await getTranslations({ locale: localeInfo(locale).intl })
  const body = llmsTxt(source, locale, { docsSection: t('nav.documentation'), languages: t('language.menu') })
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
