import type { SearchLabels } from '../labels'

const Key = ({ children }: { children: string }) => <kbd className="rounded border border-line px-1">{children}</kbd>

/** The modal's footer: its keys, and "See all results" on the results page when there are results. */
export function SearchFooter({ labels, seeAllHref, onSeeAll }: { labels: SearchLabels; seeAllHref?: string; onSeeAll: (href: string) => void }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-2 text-xs text-fg-muted">
      <span className="hidden gap-3 sm:flex">
        <span>
          <Key>↵</Key> {labels.hintSelect}
        </span>
        <span>
          <Key>↑</Key> <Key>↓</Key> {labels.hintNavigate}
        </span>
        <span>
          <Key>Esc</Key> {labels.hintClose}
        </span>
      </span>
      {seeAllHref && (
        <a href={seeAllHref} onClick={(e) => (e.preventDefault(), onSeeAll(seeAllHref))} className="ms-auto text-brand">
          {labels.seeAll}
        </a>
      )}
    </div>
  )
}
