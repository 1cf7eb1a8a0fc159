import { localeInfo, type LocaleId } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'
import { brandAssetUrl } from '../site/assets'
import type { SiteConfig } from '../site/schema'
import { APP_ICONS, serviceWorkerScope } from './files'

/** Background of the splash screen and of maskable icons' safe zone padding. */
export const APP_BACKGROUND = '#ffffff'

/**
 * The web app manifest of a locale, from the site config: installing the docs from an Arabic
 * page opens the Arabic docs, right to left. All locales are one app (same id and scope).
 */
export function webAppManifest(site: SiteConfig, locale: LocaleId) {
  const info = localeInfo(locale)
  const scope = serviceWorkerScope(site.basePath)
  return {
    id: scope,
    name: site.title,
    short_name: site.navbar.title,
    description: site.tagline,
    lang: info.intl,
    dir: info.dir,
    start_url: `${site.basePath}${localizedPath(locale, '')}`,
    scope,
    display: 'standalone',
    background_color: APP_BACKGROUND,
    theme_color: site.theme.primary,
    icons: APP_ICONS.map((icon) => ({
      src: brandAssetUrl(site, icon.file),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  }
}
