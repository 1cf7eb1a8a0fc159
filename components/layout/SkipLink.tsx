import { getTranslations } from 'next-intl/server'

export const MAIN_CONTENT_ID = 'main-content'

export async function SkipLink() {
  const t = await getTranslations('meta')
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
    >
      {t('skipToContent')}
    </a>
  )
}
