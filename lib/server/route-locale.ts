import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { localeInfo, type LocaleId } from '../i18n/locales'
import { isSiteLocale } from './site'

/** The params of every route under `app/[locale]/`. */
export type LocaleParams<Extra = object> = { params: Promise<{ locale: string } & Extra> }

/**
 * The one locale guard of the app routes. For metadata: the route's locale when the site
 * publishes it (else undefined, and the route returns no metadata).
 */
export async function metadataLocale(params: Promise<{ locale: string }>): Promise<LocaleId | undefined> {
  const { locale } = await params
  return isSiteLocale(locale) ? locale : undefined
}

/** For layouts and pages: the route's locale, set as next-intl's request locale; any other value is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<LocaleId> {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  setRequestLocale(localeInfo(locale).intl)
  return locale
}
