import type { StandalonePage } from '@/lib/server/pages'
import { mdxContentFromCode } from '@/lib/mdx/evaluate'
import { source } from '@/lib/server/docs'
import { mdxComponents } from '@/components/mdx'
import { StaticHtml } from '@/components/static-html/StaticHtml'
import { PlainShell } from './DocsShell'

/** A standalone MDX page without sidebar (`/markdown-page/`). */
export function StandalonePageView({ page }: { page: StandalonePage }) {
  const Content = mdxContentFromCode(page.code)
  const key = `markdown-page:${page.locale}`
  const headingText = new Map(page.headings.map((h) => [h.id, source.brand(h.text)]))
  return (
    <PlainShell>
      <article lang={page.isFallback ? 'en' : undefined} dir={page.isFallback ? 'ltr' : undefined}>
        <h1 className="text-3xl font-bold desk:text-4xl">{page.title}</h1>
        <StaticHtml key={key} staticHtmlKey={key} className="prose mt-6">
          <Content components={mdxComponents({ anchors: new Map(), headingText, articleLocale: page.isFallback ? 'en' : page.locale })} />
        </StaticHtml>
      </article>
    </PlainShell>
  )
}
