import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import type { LocaleId } from '@/lib/i18n/locales'
import { searchExcerptsPath, searchSetup } from '@/lib/search/files'
import { site } from '@/lib/server/site'
import { PlainShell } from '@/components/docs/DocsShell'
import { loadSearchLabels } from './load-labels'
import { SearchPageClient } from './SearchPageClient'

/** `/search/?q=…`: the full results page, without sidebar. */
export async function SearchPageView({ locale }: { locale: LocaleId }) {
  const t = await getTranslations('search')
  const labels = await loadSearchLabels()
  return (
    <PlainShell>
      <Suspense>
        <SearchPageClient
          locale={locale}
          files={searchSetup(site, locale)}
          excerptsUrl={`${site.basePath}${searchExcerptsPath(locale)}`}
          feedbackUrl={site.feedback.url}
          labels={labels}
          resultsFor={t.raw('resultsFor')}
        />
      </Suspense>
    </PlainShell>
  )
}
