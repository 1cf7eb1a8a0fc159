import type { ComponentProps } from 'react'
import { getTranslations } from 'next-intl/server'
import { CopyButton } from './CopyButton'

/** rehype-pretty-code's <figure> around every code block, with a copy button. */
export async function CodeFigure(props: ComponentProps<'figure'>) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props} />
  const t = await getTranslations('code')
  return (
    <figure {...props}>
      {props.children}
      <CopyButton label={t('copy')} copiedLabel={t('copied')} />
    </figure>
  )
}
