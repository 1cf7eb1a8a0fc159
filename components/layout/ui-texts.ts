import type { ClientTexts, MessageKey } from '@/lib/i18n/client-text-keys'

export const UI_TEXTS_ID = 'ui-texts'

/** The texts of client code that cannot receive props (messages namespace "error"). */
export const UI_TEXT_KEYS = ['title', 'tryAgain', 'retry', 'loading'] as const satisfies readonly MessageKey<'error'>[]

export type UiTexts = ClientTexts<typeof UI_TEXT_KEYS>

const FALLBACK: UiTexts = { title: 'This page crashed.', tryAgain: 'Try again', retry: 'Retry', loading: 'Loading…' }

/** Reads the texts rendered by <UiTexts /> (English when the block is missing). */
export function readUiTexts(): UiTexts {
  if (typeof document === 'undefined') return FALLBACK
  try {
    return { ...FALLBACK, ...JSON.parse(document.getElementById(UI_TEXTS_ID)?.textContent ?? '{}') }
  } catch {
    return FALLBACK
  }
}
