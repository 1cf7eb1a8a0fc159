import { getFormatter, getTranslations } from 'next-intl/server'
import type { DocPage } from '@/lib/content/types'
import { englishAnchorMap, tocEntries } from '@/lib/content/anchors'
import { neighbours, sidebarNav, sidebarTrail } from '@/lib/content/sidebar'
import { docUrl, sidebarTreeUrl } from '@/lib/content/urls'
import { mdxContentFromCode } from '@/lib/mdx/evaluate'
import { absoluteUrl } from '@/lib/i18n/paths'
import { feedbackUrl } from '@/lib/site/feedback'
import { localeInfo } from '@/lib/i18n/locales'
import { source } from '@/lib/server/docs'
import { site } from '@/lib/server/site'
import { docLastUpdated, docRepoPath } from '@/lib/server/last-updated'
import { checklistStageUrl } from '@/lib/server/commissioning'
import { editUrl } from '@/lib/site/edit-url'
import { mdxComponents } from '@/components/mdx'
import { StaticHtml } from '@/components/static-html/StaticHtml'
import { Breadcrumbs } from './Breadcrumbs'
import { CopyPageButton } from './CopyPageButton'
import { DocFooterMeta } from './DocFooterMeta'
import { DocNotices } from './DocNotices'
import { DocPager } from './DocPager'
import { DocsShell } from './DocsShell'
import { Sidebar } from './Sidebar'
import { TableOfContents } from './TableOfContents'

/**
 * A doc page: sidebar, breadcrumbs, notices, title with "Copy page", MDX body, last update and
 * edit link, TOC and previous/next.
 */
export async function DocPageView({ page }: { page: DocPage }) {
  const t = await getTranslations()
  const format = await getFormatter()
  const { locale, docPath, doc } = page
  const tree = source.sidebar(locale)
  const current = { docPath }
  const anchors = page.status === 'translated' || page.status === 'outdated'
    ? englishAnchorMap(doc.headings, page.english.headings)
    : new Map<string, string>()
  const finalId = (id: string) => anchors.get(id) ?? id
  const headingText = new Map(doc.headings.map((h) => [finalId(h.id), source.brand(h.text)]))
  const toc = tocEntries(doc.headings, anchors).map((h) => ({ ...h, text: source.brand(h.text) }))
  const { previous, next } = neighbours(tree, docPath)
  const Content = mdxContentFromCode(doc.body.code)
  const pageUrl = absoluteUrl(site.url, site.basePath, page.url)
  // A fallback article is English; the page's own controls inside it speak the reader's language.
  const readerLanguage = page.status === 'fallback' ? { lang: localeInfo(locale).intl, dir: localeInfo(locale).dir } : {}
  const reportUrl = feedbackUrl(site, {
    query: `Missing translation (${localeInfo(locale).label}): ${page.title}`,
    url: pageUrl,
  })
  const tocTitle = t('toc.title')
  const trail = sidebarTrail(tree, current)

  return (
    <DocsShell
      sidebar={
        <Sidebar
          items={sidebarNav(tree, current)}
          label={t('sidebar.label')}
          toggleLabel={t.raw('sidebar.toggleCategory')}
          draftLabel={t('doc.draft')}
          treeUrl={sidebarTreeUrl(locale)}
        />
      }
      toc={toc.length > 0 ? <TableOfContents entries={toc} title={tocTitle} variant="column" /> : undefined}
    >
      {/* Outside the article: the notices are in the reader's language, a fallback article is English. */}
      <StaticHtml key={`${page.url}#before`} staticHtmlKey={`${page.url}#before`}>
        <Breadcrumbs homeHref={docUrl(locale, 'quick-start')} trail={trail} current={page.sidebarLabel} />
        <DocNotices page={page} reportUrl={reportUrl} checklistUrl={checklistStageUrl(locale, docPath)} />
      </StaticHtml>
      <article
        lang={page.status === 'fallback' ? 'en' : undefined}
        dir={page.status === 'fallback' ? 'ltr' : undefined}
        data-doc={docPath}
        data-translation-status={page.status}
        data-translated-locales={source.translatedLocales(docPath).join(' ')}
        data-section-label={trail.at(-1)?.label ?? ''}
        data-unlisted={page.english.unlisted ? '' : undefined}
        data-draft={page.english.draft ? '' : undefined}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold leading-tight desk:text-4xl">{page.title}</h1>
          <div {...readerLanguage}>
            <CopyPageButton
              url={`${site.basePath}${page.markdownUrl}`}
              label={t('doc.copyPage')}
              copiedLabel={t('doc.pageCopied')}
              failedLabel={t('doc.copyFailed')}
            />
          </div>
        </div>
        {doc.effective_date && (
          <p className="mt-2 text-sm text-fg-muted" data-effective-date {...readerLanguage}>
            {t('doc.effectiveDate', { date: format.dateTime(new Date(doc.effective_date), { dateStyle: 'long' }) })}
          </p>
        )}
        {toc.length > 0 && (
          <div className="mt-6">
            <TableOfContents entries={toc} title={tocTitle} variant="inline" />
          </div>
        )}
        <StaticHtml key={page.url} staticHtmlKey={page.url} className="prose mt-6">
          <Content components={mdxComponents({ anchors, headingText, articleLocale: page.status === 'fallback' ? 'en' : locale })} />
        </StaticHtml>
      </article>
      <StaticHtml key={`${page.url}#after`} staticHtmlKey={`${page.url}#after`}>
        <DocFooterMeta lastUpdated={docLastUpdated(doc)} editUrl={editUrl(site, docRepoPath(doc))} />
        <DocPager previous={previous} next={next} />
      </StaticHtml>
    </DocsShell>
  )
}
