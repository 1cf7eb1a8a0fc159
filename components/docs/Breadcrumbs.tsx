import { Link } from '@/components/ui/Link'
import { getTranslations } from 'next-intl/server'
import type { SidebarCategory } from '@/lib/content/types'
import { HomeIcon } from '@/components/ui/icons'

export async function Breadcrumbs({ homeHref, trail, current }: { homeHref: string; trail: SidebarCategory[]; current?: string }) {
  const t = await getTranslations('breadcrumbs')
  const separator = <span aria-hidden="true" className="chevron" />
  return (
    <nav aria-label={t('label')} data-breadcrumbs className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-fg-muted">
        <li className="flex items-center">
          <Link href={homeHref} aria-label={t('home')} className="rounded p-0.5 hover:text-brand">
            <HomeIcon width={16} height={16} />
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.slug} className="flex items-center gap-1.5">
            {separator}
            <Link href={category.href} className="hover:text-brand">
              {category.label}
            </Link>
          </li>
        ))}
        {current && (
          <li className="flex items-center gap-1.5">
            {separator}
            <span aria-current="page" className="font-medium text-fg">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  )
}
