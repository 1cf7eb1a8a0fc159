import type { LocaleId } from '@/lib/i18n/locales'
import { localize } from '@/lib/i18n/localized-text'
import { localizeContentHref } from '@/lib/content/links'
import type { SiteConfig } from '@/lib/site/schema'
import { Link } from '@/components/ui/Link'
import { AnnouncementClose } from './AnnouncementClose'

/**
 * The announcement bar of the site config. Whether the reader closed it is known before first
 * paint (lib/head-script.ts), so a closed bar never flashes.
 */
export function AnnouncementBar({ bar, locale, closeLabel }: { bar: NonNullable<SiteConfig['announcementBar']>; locale: LocaleId; closeLabel: string }) {
  return (
    <div
      data-chrome
      data-announcement={bar.id}
      role="region"
      aria-label={localize(bar.content, locale)}
      className="relative px-10 py-2 text-center text-sm"
      style={{ background: bar.backgroundColor, color: bar.textColor }}
    >
      <span>{localize(bar.content, locale)}</span>
      {bar.link && (
        <>
          {' '}
          <Link href={localizeContentHref(bar.link.href, locale)} className="font-semibold underline" style={{ color: bar.textColor }}>
            {localize(bar.link.text, locale)}
          </Link>
        </>
      )}
      {bar.isCloseable && <AnnouncementClose id={bar.id} label={closeLabel} />}
    </div>
  )
}
