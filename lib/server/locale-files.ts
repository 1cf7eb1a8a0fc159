import 'server-only'
import type { LocaleId } from '../i18n/locales'
import { isSiteLocale, siteLocales } from './site'

/** The `[locale]` params of every locale this build publishes. */
export function localeParams(): { locale: LocaleId }[] {
  return siteLocales.map((locale) => ({ locale }))
}

/**
 * A route handler that writes one file per locale (`/llms.txt`, `/nl/sidebar.json` …): the
 * export calls it once per locale of `localeParams`; any other value is a 404.
 */
export function perLocaleFile(respond: (locale: LocaleId) => Response | Promise<Response>) {
  return async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
    const { locale } = await params
    if (!isSiteLocale(locale)) return new Response('Not found', { status: 404 })
    return respond(locale)
  }
}
