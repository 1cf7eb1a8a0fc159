import { getFormatter, getTranslations } from 'next-intl/server'
import type { DocPageModel } from '@/lib/content/doc-page-model'
import { mdxContentFromCode } from '@/lib/mdx/evaluate'
import { localeInfo } from '@/lib/i18n/locales'
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
 * edit link, TOC and previous/next. Everything it shows comes from its model (lib/content/doc-page-model.ts).
 */
export async function DocPageView({ model }: { model: DocPageModel }) {
  const t = await getTranslations()
  const format = await getFormatter()
  const { page, toc, anchors, headingText, article } = model
  const { locale, doc } = page
  const Content = mdxContentFromCode(doc.body.code)
  // A fallback article is English; the page's own controls inside it speak the reader's language.
  const readerLanguage = article.locale !== locale ? { lang: localeInfo(locale).intl, dir: localeInfo(locale).dir } : {}
  const tocTitle = t('toc.title')

  return (
    <DocsShell
      sidebar={<Sidebar {...model.sidebar} label={t('sidebar.label')} toggleLabel={t.raw('sidebar.toggleCategory')} draftLabel={t('doc.draft')} />}
      toc={toc.length > 0 ? <TableOfContents entries={toc} title={tocTitle} variant="column" pageUrl={page.url} /> : undefined}
    >
      {/* Outside the article: the notices are in the reader's language, a fallback article is English. */}
      <StaticHtml key={`${page.url}#before`} staticHtmlKey={`${page.url}#before`}>
        <Breadcrumbs homeHref={model.homeHref} trail={model.trail} current={page.sidebarLabel} />
        <DocNotices page={page} reportUrl={model.reportUrl} checklistUrl={model.checklistUrl} />
      </StaticHtml>
      <article
        lang={article.locale !== locale ? localeInfo(article.locale).intl : undefined}
        dir={article.locale !== locale ? localeInfo(article.locale).dir : undefined}
        data-doc={page.docPath}
        data-translation-status={page.status}
        data-translated-locales={article.translatedLocales.join(' ')}
        data-section-label={article.sectionLabel}
        data-unlisted={page.english.unlisted ? '' : undefined}
        data-draft={page.english.draft ? '' : undefined}
      >
        <div className="doc-head">
          <h1 className="doc-title">{page.title}</h1>
          <div {...readerLanguage}>
            <CopyPageButton url={model.markdownHref} label={t('doc.copyPage')} copiedLabel={t('doc.pageCopied')} failedLabel={t('doc.copyFailed')} />
          </div>
        </div>
        {doc.effective_date && (
          <p className="mt-2 text-sm text-fg-muted" data-effective-date {...readerLanguage}>
            {t('doc.effectiveDate', { date: format.dateTime(new Date(doc.effective_date), { dateStyle: 'long' }) })}
          </p>
        )}
        {toc.length > 0 && (
          <div className="mt-6">
            <TableOfContents entries={toc} title={tocTitle} variant="inline" pageUrl={page.url} />
          </div>
        )}
        <StaticHtml key={page.url} staticHtmlKey={page.url} className="prose mt-6">
          <Content components={mdxComponents({ anchors, headingText, articleLocale: article.locale, data: model.mdxData })} />
        </StaticHtml>
      </article>
      <StaticHtml key={`${page.url}#after`} staticHtmlKey={`${page.url}#after`}>
        <DocFooterMeta lastUpdated={model.lastUpdated} editUrl={model.editUrl} />
        <DocPager previous={model.previous} next={model.next} />
      </StaticHtml>
    </DocsShell>
  )
}
