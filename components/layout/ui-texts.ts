export const UI_TEXTS_ID = 'ui-texts'

export interface UiTexts {
  crashed: string
  tryAgain: string
  retry: string
  loading: string
}

const FALLBACK: UiTexts = { crashed: 'This page crashed.', tryAgain: 'Try again', retry: 'Retry', loading: 'Loading…' }

/** Reads the texts rendered by <UiTexts /> (English when the block is missing). */
export function readUiTexts(): UiTexts {
  if (typeof document === 'undefined') return FALLBACK
  try {
    return { ...FALLBACK, ...JSON.parse(document.getElementById(UI_TEXTS_ID)?.textContent ?? '{}') }
  } catch {
    return FALLBACK
  }
}
