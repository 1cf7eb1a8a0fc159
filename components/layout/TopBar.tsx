import { Link } from '@/components/ui/Link'
import { getTranslations } from 'next-intl/server'
import { LOCALES, type LocaleId } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'
import type { SiteConfig } from '@/lib/site/schema'
import { SearchButton } from '@/components/search/SearchButton'
import { searchSetup } from '@/lib/search/files'
import { lazyTextsUrl } from '@/lib/i18n/lazy-texts'
import { BrandLink } from './BrandLink'
import { LanguageMenu, type LanguageOption } from './LanguageMenu'
import { MobileDrawer, MobileMenuButton } from './MobileMenu'
import { ThemeToggle } from './ThemeToggle'
import { LANGUAGE_MENU_TEXT_KEYS, MOBILE_MENU_TEXT_KEYS, THEME_TOGGLE_TEXT_KEYS } from './labels'
import { clientTexts } from '@/lib/server/client-texts'
import { OfflineIndicator } from '@/components/offline/OfflineIndicator'

export async function TopBar({ site, locale }: { site: SiteConfig; locale: LocaleId }) {
  const t = await getTranslations()
  const languages: LanguageOption[] = LOCALES.filter((l) => site.locales.includes(l.id)).map((l) => ({
    id: l.id,
    intl: l.intl,
    label: l.label,
  }))
  const languageLabels = await clientTexts('language', LANGUAGE_MENU_TEXT_KEYS)
  const docsHome = localizedPath(locale, '')
  const themeToggle = site.colorMode.disableSwitch ? null : (
    <ThemeToggle respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme} labels={await clientTexts('theme', THEME_TOGGLE_TEXT_KEYS)} />
  )

  return (
    <>
      <header
        data-chrome
        data-topbar
        className="topbar"
      >
        <div className="topbar-row">
          <MobileMenuButton label={t('nav.openMenu')} />
          <BrandLink site={site} locale={locale} />
          <nav aria-label={t('nav.mainMenu')} className="hidden desk:block">
            <Link href={docsHome} className="topbar-link">
              {t('nav.documentation')}
            </Link>
          </nav>
          <div className="ms-auto flex items-center gap-1 desk:gap-2">
            <OfflineIndicator label={t('offline.indicator')} help={t('offline.indicatorHelp')} />
            <SearchButton
              label={t('search.button')}
              locale={locale}
              files={searchSetup(site, locale)}
              searchPageUrl={localizedPath(locale, site.searchPagePath)}
              feedbackUrl={site.feedback.url}
              textsUrl={lazyTextsUrl(locale)}
              askEndpoint={site.ask}
            />
            <div className="hidden desk:block">
              <LanguageMenu options={languages} current={locale} labels={languageLabels} />
            </div>
            {themeToggle}
          </div>
        </div>
      </header>
      <MobileDrawer
        labels={await clientTexts('nav', MOBILE_MENU_TEXT_KEYS)}
        brand={<BrandLink site={site} locale={locale} />}
        mainMenu={
          <div className="space-y-4">
            <nav aria-label={t('nav.mainMenu')}>
              <Link href={docsHome} className="drawer-link">
                {t('nav.documentation')}
              </Link>
            </nav>
            <div>
              <p className="drawer-heading">{t('language.label')}</p>
              <LanguageMenu options={languages} current={locale} labels={languageLabels} variant="list" />
            </div>
          </div>
        }
      />
    </>
  )
}
