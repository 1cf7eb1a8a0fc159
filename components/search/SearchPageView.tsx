import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import type { SearchPageModel } from '@/lib/server/search-page'
import { PlainShell } from '@/components/docs/DocsShell'
import { SearchPageLoader } from './SearchPageLoader'
import { loadSearchLabels } from './load-labels'
import { SearchIcon } from '@/components/ui/icons'

/** `/search/?q=…`: the full results page, without sidebar (lib/server/search-page.ts gives its model). */
export async function SearchPageView({ model }: { model: SearchPageModel }) {
  const { earlyScript, ...client } = model
  const labels = await loadSearchLabels()
  const resultsFor = (await getTranslations('search')).raw('resultsFor') as string
  return (
    <PlainShell>
      {earlyScript && <script dangerouslySetInnerHTML={{ __html: earlyScript }} />}
      {/* The query is in the URL, read in the browser: until then, the page's frame at its size. */}
      <Suspense fallback={<SearchPageFrame title={labels.label} placeholder={labels.placeholder} />}>
        <SearchPageLoader {...client} labels={labels} resultsFor={resultsFor} />
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
