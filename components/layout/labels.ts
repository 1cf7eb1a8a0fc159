import type { ClientTexts, MessageKey } from '@/lib/i18n/client-text-keys'

/** What the language menu says (messages namespace "language"). */
export const LANGUAGE_MENU_TEXT_KEYS = ['menu', 'translated', 'notTranslated'] as const satisfies readonly MessageKey<'language'>[]
export type LanguageMenuLabels = ClientTexts<typeof LANGUAGE_MENU_TEXT_KEYS>

/**
 * What the colour-mode toggle says (namespace "theme"): its label names the current mode, with
 * the system mode among the choices when the site follows the system's preference.
 */
export const THEME_TOGGLE_TEXT_KEYS = ['toggle', 'toggleWithSystem', 'light', 'dark', 'system'] as const satisfies readonly MessageKey<'theme'>[]
export type ThemeToggleLabels = ClientTexts<typeof THEME_TOGGLE_TEXT_KEYS>

/** What the phone's navigation drawer says (namespace "nav"). */
export const MOBILE_MENU_TEXT_KEYS = ['mainMenu', 'closeMenu', 'backToMainMenu'] as const satisfies readonly MessageKey<'nav'>[]
export type MobileMenuLabels = ClientTexts<typeof MOBILE_MENU_TEXT_KEYS>
