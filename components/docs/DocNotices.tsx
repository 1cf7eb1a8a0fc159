import { Link } from '@/components/ui/Link'
import { getTranslations } from 'next-intl/server'
import type { DocPage } from '@/lib/content/types'
import { localeInfo } from '@/lib/i18n/locales'
import { docUrl } from '@/lib/content/urls'
import { InfoIcon } from '@/components/ui/icons'

function Notice({ kind, children }: { kind: string; children: React.ReactNode }) {
  return (
    <div
      role="note"
      data-notice={kind}
      className="mb-6 flex gap-3 rounded-lg border border-line bg-bg-soft px-4 py-3 text-sm"
    >
      <InfoIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand" />
      <div className="space-y-1">{children}</div>
    </div>
  )
}

/**
 * Fallback, outdated, draft and unlisted notices above a doc, and for a page whose steps are in
 * the commissioning checklist, the way to tick them off there.
 */
export async function DocNotices({ page, reportUrl, checklistUrl }: { page: DocPage; reportUrl: string; checklistUrl?: string }) {
  const t = await getTranslations('doc')
  const tChecklist = await getTranslations('commissioning')
  const language = localeInfo(page.locale).label
  return (
    <>
      {page.english.draft && (
        <Notice kind="draft">
          <p>
            <strong className="me-2 rounded bg-accent px-1.5 py-0.5 text-xs text-black">{t('draft')}</strong>
            {t('draftNotice')}
          </p>
        </Notice>
      )}
      {page.english.unlisted && (
        <Notice kind="unlisted">
          <p>{t('unlistedNotice')}</p>
        </Notice>
      )}
      {page.status === 'fallback' && (
        <Notice kind="fallback">
          <p>{t('fallbackNotice', { language })}</p>
          <p>
            <a href={reportUrl} className="font-medium text-brand underline">
              {t('reportMissingTranslation')}
            </a>
          </p>
        </Notice>
      )}
      {page.status === 'outdated' && (
        <Notice kind="outdated">
          <p>{t('outdatedNotice')}</p>
          <p>
            <Link href={docUrl('en', page.docPath)} hrefLang="en" className="font-medium text-brand underline">
              {t('readEnglish')}
            </Link>
          </p>
        </Notice>
      )}
      {checklistUrl && (
        <Notice kind="checklist">
          <p>
            {tChecklist('onPage')}{' '}
            <Link href={checklistUrl} className="font-medium text-brand underline">
              {tChecklist('onPageLink')}
            </Link>
          </p>
        </Notice>
      )}
    </>
  )
}
