import type { ReactNode } from 'react'
import { Link } from '@/components/ui/Link'
import { getLocale } from 'next-intl/server'
import { localeIdFromIntl } from '@/lib/i18n/locales'
import { localizeContentHref } from '@/lib/content/links'

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="not-prose my-6 grid gap-4 sm:grid-cols-2">{children}</div>
}

/** A linked card; `href` is an English site path, kept in the reader's locale. */
export async function Card({ href, title, children }: { href: string; title: string; children?: ReactNode }) {
  const locale = localeIdFromIntl(await getLocale()) ?? 'en'
  return (
    <Link
      href={localizeContentHref(href, locale)}
      className="card block rounded-lg border border-line bg-bg-raised p-4 no-underline transition-colors hover:border-brand"
    >
      <span className="block font-semibold text-fg">{title}</span>
      {children && <span className="mt-1 block text-sm text-fg-muted">{children}</span>}
    </Link>
  )
}
