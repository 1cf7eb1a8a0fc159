import { getTranslations } from 'next-intl/server'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import type { LinkReportModel } from '@/lib/server/link-report-page'
import { PlainShell } from '@/components/docs/DocsShell'
import type { LinkReportLabels } from './labels'
import { LinkReportClient } from './LinkReportClient'

async function loadLabels(locale: LocaleId, siteLocales: readonly LocaleId[]): Promise<LinkReportLabels> {
  const t = await getTranslations('linkReport')
  const errors = await getTranslations('error')
  const languageNames = new Intl.DisplayNames([localeInfo(locale).intl], { type: 'language' })
  return {
    builtOn: t.raw('builtOn'),
    previewBuild: t('previewBuild'),
    loading: t('loading'),
    unavailable: t('unavailable'),
    retry: errors('retry'),
    summary: t('summary'),
    language: t('language'),
    pages: t('pages'),
    brokenLinks: t('brokenLinks'),
    brokenAnchors: t('brokenAnchors'),
    draftLinks: t('draftLinks'),
    unlistedLinks: t('unlistedLinks'),
    missingTranslations: t('missingTranslations'),
    outdatedTranslations: t('outdatedTranslations'),
    externalLinks: t('externalLinks'),
    noProblems: t('noProblems'),
    file: t('file'),
    problem: t('problem'),
    link: t('link'),
    linkText: t('linkText'),
    kinds: {
      'broken-link': t('kinds.brokenLink'),
      'broken-anchor': t('kinds.brokenAnchor'),
      draft: t('kinds.draftLink'),
      unlisted: t('kinds.unlistedLink'),
    },
    pagesWithProblems: t('pagesWithProblems'),
    translations: t('translations'),
    missingHelp: t('missingHelp'),
    outdatedHelp: t('outdatedHelp'),
    externalHelp: t('externalHelp'),
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
