import { cn } from '@/lib/cn'
import { StaticHtml } from '@/components/static-html/StaticHtml'
import { TocScrollSpy } from './TocScrollSpy'

export interface TocEntry {
  id: string
  depth: number
  text: string
}

/**
 * The h2–h3 table of contents. Its list is markup only (StaticHtml: not again in the page's React
 * payload, where a long FAQ's questions were kilobytes); in the column, TocScrollSpy marks the
 * heading in view.
 */
export function TableOfContents({ entries, title, variant, pageUrl }: { entries: TocEntry[]; title: string; variant: 'column' | 'inline'; pageUrl: string }) {
  const list = (
    <StaticHtml key={`${pageUrl}#toc-${variant}`} staticHtmlKey={`${pageUrl}#toc-${variant}`}>
      <ul className="space-y-0.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && 'ps-3')}>
            <a href={`#${entry.id}`} className="toc-link">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </StaticHtml>
  )
  if (variant === 'inline') {
    return (
      <details data-toc="inline" className="toc-inline">
        <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
        <div className="pt-2 pb-1">{list}</div>
      </details>
    )
  }
  return (
    <nav aria-label={title} data-toc="column">
      <p className="toc-title">{title}</p>
      {list}
      <TocScrollSpy />
    </nav>
  )
}
