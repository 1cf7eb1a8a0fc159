import { Link } from '@/components/ui/Link'
import { getTranslations } from 'next-intl/server'
import type { SidebarLink } from '@/lib/content/types'

export async function DocPager({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  if (!previous && !next) return null
  const t = await getTranslations('pager')
  const card = 'flex flex-col rounded-lg border border-line p-4 hover:border-brand'
  return (
    <nav aria-label={t('label')} data-pager className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} rel="prev" className={card}>
          <span className="text-xs text-fg-muted">{t('previous')}</span>
          <span className="font-semibold text-brand">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className={`${card} text-end`}>
          <span className="text-xs text-fg-muted">{t('next')}</span>
          <span className="font-semibold text-brand">{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
