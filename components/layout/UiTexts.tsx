import { clientTexts } from '@/lib/server/client-texts'
import { UI_TEXT_KEYS, UI_TEXTS_ID } from './ui-texts'

/**
 * Localized texts for client code that cannot receive props (error boundaries, lazy loaders):
 * a small JSON block in the page instead of the whole message catalogue in the bundle.
 */
export async function UiTexts() {
  const texts = await clientTexts('error', UI_TEXT_KEYS)
  return (
    <script
      type="application/json"
      id={UI_TEXTS_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, '\\u003c') }}
    />
  )
}
