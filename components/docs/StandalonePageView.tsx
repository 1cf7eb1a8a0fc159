import type { StandalonePage } from '@/lib/server/pages'
import { mdxContentFromCode } from '@/lib/mdx/evaluate'
import { mdxComponents } from '@/components/mdx'
import { StaticHtml } from '@/components/static-html/StaticHtml'
import { PlainShell } from './DocsShell'

/** A standalone MDX page without sidebar (`/markdown-page/`). */
export function StandalonePageView({ page }: { page: StandalonePage }) {
  const Content = mdxContentFromCode(page.code)
  const key = `markdown-page:${page.locale}`
  return (
    <PlainShell>
      <article lang={page.isFallback ? 'en' : undefined} dir={page.isFallback ? 'ltr' : undefined}>
        <h1 className="text-3xl font-bold desk:text-4xl">{page.title}</h1>
        <StaticHtml key={key} staticHtmlKey={key} className="prose mt-6">
          <Content components={mdxComponents({ anchors: new Map(), headingText: page.headingText, articleLocale: page.isFallback ? 'en' : page.locale, data: page.mdxData })} />
        </StaticHtml>
      </article>
    </PlainShell>
  )
}
