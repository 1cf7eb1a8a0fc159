import { getTranslations } from 'next-intl/server'
import { UI_TEXTS_ID, type UiTexts as Texts } from './ui-texts'

/**
 * Localized texts for client code that cannot receive props (error boundaries, lazy loaders):
 * a small JSON block in the page instead of the whole message catalogue in the bundle.
 */
export async function UiTexts() {
  const t = await getTranslations('error')
  const texts: Texts = { crashed: t('title'), tryAgain: t('tryAgain'), retry: t('retry'), loading: t('loading') }
  return (
    <script
      type="application/json"
      id={UI_TEXTS_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, '\\u003c') }}
    />
  )
}
