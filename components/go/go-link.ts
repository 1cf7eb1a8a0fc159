/**
 * A label link page (/go/<code>/, scripts/build-go-links.ts) in the browser: opens its doc in the
 * reader's language (saved choice, else the browser's languages, else English) and keeps
 * `embed=true` for the app's webview; the page it opens offers to save its language for offline. Bundled into each page as its one inline script; the
 * page's list of languages is the way without JavaScript.
 */
import { withEmbedParam } from '@/lib/embed'
import { preferredLocale, readLanguageChoice } from '@/lib/i18n/language-choice'
import type { LocaleId } from '@/lib/i18n/locales'
import { GO_LINK_DATA_ID, OFFLINE_OFFER_KEY, type GoLinkData } from '@/lib/go/go-page'

const data = JSON.parse(document.getElementById(GO_LINK_DATA_ID)!.textContent!) as GoLinkData
const locales = Object.keys(data.targets) as LocaleId[]
const locale = preferredLocale(readLanguageChoice(), navigator.languages ?? [navigator.language], locales)
const target = data.targets[locale]!
try {
  sessionStorage.setItem(OFFLINE_OFFER_KEY, locale)
} catch {
  // No storage: no offer, the page opens all the same.
}
location.replace(new URLSearchParams(location.search).get('embed') === 'true' ? withEmbedParam(target) : target)
