import type { ComponentProps } from 'react'
import { Link } from '@/components/ui/Link'
import { getLocale } from 'next-intl/server'
import { localeIdFromIntl } from '@/lib/i18n/locales'
import { isInternalHref, localizeContentHref } from '@/lib/content/links'

/** Links in content: internal paths stay in the reader's locale and navigate in-app. */
export async function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>
  if (isInternalHref(href)) {
    const locale = localeIdFromIntl(await getLocale()) ?? 'en'
    return (
      <Link href={localizeContentHref(href, locale)} {...rest}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
