import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import '../globals.css'
import { localeInfo } from '@/lib/i18n/locales'
import { headScript } from '@/lib/head-script'
import { COMMISSIONING_ROUTE, COMPATIBILITY_ROUTE, GLOSSARY_ROUTE, knownFirstSegments, routePaths } from '@/lib/content/routes'
import { commissioningPlan } from '@/lib/server/commissioning'
import { allCategories } from '@/lib/content/sidebar'
import { brandAssetUrl } from '@/lib/site/assets'
import { site } from '@/lib/server/site'
import { metadataLocale, pageLocale } from '@/lib/server/route-locale'
import { source } from '@/lib/server/docs'
import { FOOTER_LINK_DOCS } from '@/lib/content/urls'
import { localizedPath } from '@/lib/i18n/paths'
import { glossary } from '@/lib/server/glossary'
import { BrandStyle } from '@/components/layout/BrandStyle'
import { Footer } from '@/components/layout/Footer'
import { ThemeProvider } from '@/components/layout/ThemeProvider'
import { TopBar } from '@/components/layout/TopBar'
import { SkipLink } from '@/components/layout/SkipLink'
import { UiTexts } from '@/components/layout/UiTexts'
import { AnnouncementBar } from '@/components/layout/AnnouncementBar'
import { LanguageSuggestion } from '@/components/layout/LanguageSuggestion'
import { EmbedNavigation } from '@/components/layout/EmbedNavigation'
import { RouteProgress } from '@/components/layout/RouteProgress'
import { DevContentProblems } from '@/components/dev/DevContentProblems'
import { getTranslations } from 'next-intl/server'
import { APPLE_TOUCH_ICON, webManifestPath } from '@/lib/offline/files'
import { OfflineSupport } from '@/components/offline/OfflineSupport'
import { OfflineCopySlot } from '@/components/offline/OfflineCopySlot'
import { loadOfflineLabels } from '@/components/offline/load-labels'
import { localeParams } from '@/lib/server/locale-files'

export const dynamicParams = false

export const generateStaticParams = localeParams

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await metadataLocale(params)
  return {
    metadataBase: new URL(site.url),
    title: { default: site.title, template: `%s | ${site.title}` },
    description: site.tagline,
    icons: { icon: brandAssetUrl(site, site.favicon), apple: brandAssetUrl(site, APPLE_TOUCH_ICON.file) },
    // Installable to the home screen, opening in the language it was installed from.
    manifest: locale ? `${site.basePath}${webManifestPath(locale)}` : undefined,
    appleWebApp: { capable: true, title: site.navbar.title },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#111614' },
  ],
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const info = localeInfo(locale)
  const footerLinks = [
    ...FOOTER_LINK_DOCS.map((docPath) => source.page(locale, docPath))
      .filter((p) => p !== undefined)
      .map((p) => ({ href: p.url, label: p.sidebarLabel })),
    ...(glossary.length > 0 ? [{ href: localizedPath(locale, GLOSSARY_ROUTE), label: (await getTranslations('glossary'))('title') }] : []),
    ...(commissioningPlan ? [{ href: localizedPath(locale, COMMISSIONING_ROUTE), label: (await getTranslations('commissioning'))('title') }] : []),
    { href: localizedPath(locale, COMPATIBILITY_ROUTE), label: (await getTranslations('compatibility'))('title') },
  ]
  const t = await getTranslations('announcement')
  const tDev = await getTranslations('dev')
  const offlineLabels = await loadOfflineLabels()
  const routes = routePaths(
    source.englishDocs.map((d) => d.docPath),
    allCategories(source.sidebar('en')).map((c) => c.slug),
    site,
  )
  const inlineScript = headScript({
    basePath: site.basePath,
    baseWarning: (await getTranslations('baseUrl')).raw('warning'),
    knownFirstSegments: knownFirstSegments(routes),
    announcementId: site.announcementBar?.id,
  })

  return (
    <html lang={info.intl} dir={info.dir} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
        <BrandStyle theme={site.theme} url={site.url} />
        <UiTexts />
        {site.hostedSearch && <link rel="preconnect" href={new URL(site.hostedSearch.host).origin} crossOrigin="anonymous" />}
      </head>
      <body className="min-h-dvh antialiased">
        <ThemeProvider
            defaultMode={site.colorMode.defaultMode}
            respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme}
          >
          <SkipLink />
          {site.announcementBar && <AnnouncementBar bar={site.announcementBar} locale={locale} closeLabel={t('close')} />}
          <LanguageSuggestion locale={locale} locales={site.locales} />
          <TopBar site={site} locale={locale} />
          {children}
          <Footer
            site={site}
            links={footerLinks}
            offlineCopy={<OfflineCopySlot locale={locale} intl={info.intl} language={info.label} labels={offlineLabels} />}
          />
          <RouteProgress />
          <OfflineSupport labels={offlineLabels} />
          <EmbedNavigation />
          {process.env.NODE_ENV === 'development' && (
            <DevContentProblems basePath={site.basePath} title={tDev('contentProblems')} help={tDev('contentProblemsHelp')} />
          )}
        </ThemeProvider>
      </body>
    </html>
  )
}
