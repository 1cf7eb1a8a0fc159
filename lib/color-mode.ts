export type ColorMode = 'light' | 'dark' | 'system'

/**
 * The colour-mode toggle of SPEC.md: light ↔ dark, or, when the site respects the system
 * preference, system → light → dark → system.
 */
export function nextColorMode(current: string | undefined, respectPrefersColorScheme: boolean): ColorMode {
  if (respectPrefersColorScheme) {
    if (current === 'system' || current === undefined) return 'light'
    if (current === 'light') return 'dark'
    return 'system'
  }
  return current === 'dark' ? 'light' : 'dark'
}

export const COLOR_MODE_STORAGE_KEY = 'theme'
