import { getTranslations } from 'next-intl/server'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import type { LinkReportModel } from '@/lib/server/link-report-page'
import { PlainShell } from '@/components/docs/DocsShell'
import { LINK_PROBLEM_TEXT_KEYS, LINK_REPORT_TEXT_KEYS, type LinkReportLabels } from './labels'
import { clientTexts } from '@/lib/server/client-texts'
import { LinkReportClient } from './LinkReportClient'

async function loadLabels(locale: LocaleId, siteLocales: readonly LocaleId[]): Promise<LinkReportLabels> {
  const [texts, kinds, error] = await Promise.all([
    clientTexts('linkReport', LINK_REPORT_TEXT_KEYS),
    clientTexts('linkReport.kinds', Object.values(LINK_PROBLEM_TEXT_KEYS)),
    clientTexts('error', ['retry'] as const),
  ])
  const languageNames = new Intl.DisplayNames([localeInfo(locale).intl], { type: 'language' })
  return {
    ...texts,
    retry: error.retry,
    kinds: Object.fromEntries(Object.entries(LINK_PROBLEM_TEXT_KEYS).map(([kind, key]) => [kind, kinds[key]])) as LinkReportLabels['kinds'],
    languages: Object.fromEntries(siteLocales.map((id) => [id, languageNames.of(localeInfo(id).intl) ?? localeInfo(id).label])),
  }
}

/** `/link-report/`: for editors, without sidebar; the data is the build's link-report.json (lib/server/link-report-page.ts). */
export async function LinkReportView({ model }: { model: LinkReportModel }) {
  const { locale, locales, reportUrl } = model
  const t = await getTranslations('linkReport')
  return (
    <PlainShell wide>
      <h1 className="text-3xl font-bold desk:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
      <div className="mt-6">
        <LinkReportClient reportUrl={reportUrl} locale={localeInfo(locale).intl} labels={await loadLabels(locale, locales)} />
      </div>
    </PlainShell>
  )
}
