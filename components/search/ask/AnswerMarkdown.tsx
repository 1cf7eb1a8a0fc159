'use client'

import { useCallback } from 'react'
import { useLazy } from '@/components/ui/use-lazy'
import { Link } from '@/components/ui/Link'

/**
 * A model's answer as Markdown. react-markdown renders no raw HTML and drops unsafe link
 * protocols, so a model (or a prompt injected into it) cannot add markup or scripts. It is
 * loaded only when an endpoint answers; until then the text shows as it is.
 */
export function AnswerMarkdown({ markdown, onNavigate }: { markdown: string; onNavigate: () => void }) {
  const load = useCallback(() => import('react-markdown').then((m) => m.default), [])
  const Markdown = useLazy(load, true)
  if (Markdown.status !== 'ready') return <p className="whitespace-pre-wrap">{markdown}</p>
  return (
    <Markdown.value
      components={{
        a: ({ href = '', children }) =>
          href.startsWith('/') ? (
            <Link href={href} onClick={onNavigate}>
              {children}
            </Link>
          ) : (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        img: () => null,
      }}
    >
      {markdown}
    </Markdown.value>
  )
}
