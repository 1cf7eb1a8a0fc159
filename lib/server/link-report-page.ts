import 'server-only'
import type { LocaleId } from '../i18n/locales'
import { LINK_REPORT_FILE } from '../links/report'
import { site, siteLocales } from './site'

/** What `/link-report/` shows: the build's report file, read in the browser, and the site's languages. */
export function linkReportModel(locale: LocaleId) {
  return { locale, locales: siteLocales, reportUrl: `${site.basePath}/${LINK_REPORT_FILE}` }
}

export type LinkReportModel = ReturnType<typeof linkReportModel>
