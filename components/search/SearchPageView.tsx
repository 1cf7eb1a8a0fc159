import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import type { LocaleId } from '@/lib/i18n/locales'
import { SEARCH_PAGE } from '@/lib/constants'
import { earlySearchScript } from '@/lib/search/early-search'
import { searchSetup } from '@/lib/search/files'
import { site } from '@/lib/server/site'
import { PlainShell } from '@/components/docs/DocsShell'
import { loadSearchLabels } from './load-labels'
import { SearchPageLoader } from './SearchPageLoader'
import { faultSearchSetup } from '@/lib/server/faults'
import { SearchIcon } from '@/components/ui/icons'

/** `/search/?q=…`: the full results page, without sidebar. */
export async function SearchPageView({ locale }: { locale: LocaleId }) {
  const t = await getTranslations('search')
  const labels = await loadSearchLabels()
  const files = searchSetup(site, locale)
  return (
    <PlainShell>
      {!('hosted' in files) && (
        // Runs as the page is parsed: the worker loads the query's files beside the page's scripts.
        <script
          dangerouslySetInnerHTML={{ __html: earlySearchScript({ basePath: site.basePath, locale, limit: SEARCH_PAGE.limit, excerpts: SEARCH_PAGE.firstResults }) }}
        />
      )}
      {/* The query is in the URL, read in the browser: until then, the page's frame at its size. */}
      <Suspense fallback={<SearchPageFrame title={labels.label} placeholder={labels.placeholder} />}>
        <SearchPageLoader
          locale={locale}
          files={files}
          feedbackUrl={site.feedback.url}
          labels={labels}
          resultsFor={t.raw('resultsFor')}
          faults={faultSearchSetup(locale)}
        />
      </Suspense>
    </PlainShell>
  )
}

/** The results page before its script runs: title, field and the room the results will take. */
function SearchPageFrame({ title, placeholder }: { title: string; placeholder: string }) {
  return (
    <div data-search-page-frame>
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 flex items-center gap-2 rounded-lg border border-line bg-bg-raised px-3">
        <SearchIcon className="text-fg-muted" />
        <input type="search" aria-label={title} placeholder={placeholder} disabled className="h-12 min-w-0 flex-1 bg-transparent outline-none" />
      </div>
      <div className="mt-6 min-h-[70dvh]" />
    </div>
  )
}
