import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, localeIdFromIntl, localeInfo } from './locales'

/** next-intl's request config: the locale comes from setRequestLocale in every layout and page. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const id = (requested && localeIdFromIntl(requested)) || DEFAULT_LOCALE
  const messages = (await import(`../../messages/${id}.json`)).default
  return { locale: localeInfo(id).intl, messages }
})
