import { getFormatter, getTranslations } from 'next-intl/server'
import { PencilIcon } from '@/components/ui/icons'

/** Under a doc: when it last changed (git, else front matter) and a link to edit its file. */
export async function DocFooterMeta({ lastUpdated, editUrl }: { lastUpdated?: { date: string; source: string }; editUrl?: string }) {
  if (!lastUpdated && !editUrl) return null
  const t = await getTranslations('doc')
  const format = await getFormatter()
  return (
    <div data-doc-meta className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm text-fg-muted">
      {editUrl ? (
        <a href={editUrl} data-edit-link className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
          <PencilIcon width={16} height={16} />
          {t('editPage')}
        </a>
      ) : (
        <span />
      )}
      {lastUpdated && (
        <p data-last-updated={lastUpdated.source}>
          <time dateTime={lastUpdated.date}>
            {t('lastUpdated', {
              date: format.dateTime(new Date(`${lastUpdated.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </time>
        </p>
      )}
    </div>
  )
}
