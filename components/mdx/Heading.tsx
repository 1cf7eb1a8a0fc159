import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

interface HeadingProps {
  level: 2 | 3 | 4 | 5 | 6
  id?: string
  /** Plain text of the heading, for the anchor's accessible name. */
  text: string
  children: ReactNode
}

/** A content heading with its id and a "direct link" anchor. */
export async function Heading({ level, id, text, children }: HeadingProps) {
  const t = await getTranslations('doc')
  const Tag = `h${level}` as const
  if (!id) return <Tag>{children}</Tag>
  return (
    <Tag id={id}>
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={t('headingAnchor', { heading: text })}>
        #
      </a>
    </Tag>
  )
}
