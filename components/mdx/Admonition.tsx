import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { AdmonitionType } from '@/lib/mdx/component-names'
import { localeInfo } from '@/lib/i18n/locales'
import { articleLanguage, type InArticle } from './article-language'
import { AlertIcon, BulbIcon, InfoIcon } from '@/components/ui/icons'

const ICONS = { note: InfoIcon, info: InfoIcon, tip: BulbIcon, warning: AlertIcon, danger: AlertIcon }

/** Note, tip, info, warning and danger boxes; written in MDX as `:::warning[Title]`. */
export async function Admonition({ type = 'note', title, children, articleLocale }: { type?: AdmonitionType; title?: string; children: ReactNode } & InArticle) {
  // The default title ("Note", "Warning") is a word of the article: in its language.
  const t = await getTranslations({ locale: localeInfo(await articleLanguage(articleLocale)).intl, namespace: 'admonition' })
  const Icon = ICONS[type] ?? InfoIcon
  const role = type === 'warning' || type === 'danger' ? 'note' : undefined
  return (
    <aside
      role={role}
      aria-label={title ?? t(type)}
      data-admonition={type}
      className="admonition my-5 rounded-lg border-s-4 px-4 py-3"
      style={{ borderColor: `var(--${type})`, background: `color-mix(in srgb, var(--${type}) 9%, transparent)` }}
    >
      <p className="flex items-center gap-2 font-semibold" style={{ color: `var(--${type})` }}>
        <Icon width={18} height={18} />
        {title ?? t(type)}
      </p>
      <div className="mt-1 [&>*+*]:mt-3">{children}</div>
    </aside>
  )
}
