import { getTranslations } from 'next-intl/server'

export const MAIN_CONTENT_ID = 'main-content'

export async function SkipLink() {
  const t = await getTranslations('meta')
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-brand px-3 py-2 text-brand-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('skipToContent')}
    </a>
  )
}
