import { PlainShell } from '@/components/docs/DocsShell'
import type { LocaleId } from '@/lib/i18n/locales'
import type { OfflinePageLabels } from './labels'
import { ReloadButton } from './ReloadButton'
import { SavedPages } from './SavedPages'

/**
 * "You are offline and this page is not saved": what the service worker shows offline for a page
 * of this locale that is neither saved nor visited, at the address the reader asked for.
 */
export function OfflinePageView({
  locale,
  languages,
  labels,
}: {
  locale: LocaleId
  languages: { id: LocaleId; label: string }[]
  labels: OfflinePageLabels
}) {
  return (
    <PlainShell>
      <div data-offline-page={locale} className="space-y-6">
        <h1 className="text-3xl font-bold desk:text-4xl">{labels.title}</h1>
        <p className="text-lg">{labels.text}</p>
        <SavedPages locale={locale} languages={languages} labels={labels} />
        <ReloadButton label={labels.tryAgain} />
      </div>
    </PlainShell>
  )
}
