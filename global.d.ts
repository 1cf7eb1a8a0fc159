import type en from './messages/en.json'
import type { IntlLocale } from './lib/i18n/locales'

// Message keys are type-checked: a key used in code but missing in messages/en.json fails
// the build's type check with the file and line of the use. AppConfig belongs to use-intl
// (next-intl re-exports it); augmenting it there is what makes the keys strict.
declare module 'use-intl' {
  interface AppConfig {
    Messages: typeof en
    Locale: IntlLocale
  }
}
