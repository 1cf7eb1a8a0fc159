import { Link } from '@/components/ui/Link'
import type { SiteConfig } from '@/lib/site/schema'
import { localizedPath } from '@/lib/i18n/paths'
import type { LocaleId } from '@/lib/i18n/locales'
import { brandAssetUrl } from '@/lib/site/assets'

/** Logo (light and dark variants) and title, linking to the docs home of the locale. */
export function BrandLink({ site, locale }: { site: SiteConfig; locale: LocaleId }) {
  const { logo, title } = site.navbar
  const href = logo.href === '/' ? localizedPath(locale, '') : logo.href
  return (
    <Link href={href} target={logo.target} className="brand-link">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export */}
      <img src={brandAssetUrl(site, logo.src)} alt={logo.alt} width={logo.width} height={logo.height} className="dark:hidden" />
      {/* eslint-disable-next-line @next/next/no-img-element -- static export */}
      <img src={brandAssetUrl(site, logo.srcDark)} alt={logo.alt} width={logo.width} height={logo.height} className="hidden dark:block" />
      <span className="truncate">{title}</span>
    </Link>
  )
}
