import { SparklesIcon } from '@/components/ui/icons'
import type { SearchHit } from '@/lib/search/types'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import type { SearchLabels } from '../labels'
import { SearchResultList } from '../SearchResultList'

interface SearchListboxProps {
  listId: string
  askId: string
  text: string
  hits: SearchHit[]
  /** The selected row: -1 for "Ask AI", else a result. */
  active: number
  /** The query the listed results answer (they stay listed while the next query runs). */
  resultsFor?: string
  showHits: boolean
  locale: string
  labels: SearchLabels
  /** "Ask AI about {query}". */
  askAbout: string
  onAsk: () => void
  onActive: (row: number) => void
  onNavigate: () => void
}

/** One listbox for the modal's combobox: the "Ask AI" row first, then the results. */
export function SearchListbox({ listId, askId, text, hits, active, resultsFor, showHits, locale, labels, askAbout, onAsk, onActive, onNavigate }: SearchListboxProps) {
  return (
    <div role="listbox" id={listId} aria-label={labels.label} data-results-for={resultsFor}>
      <button
        type="button"
        role="option"
        id={askId}
        data-ask-row
        aria-selected={active < 0}
        onClick={onAsk}
        onMouseMove={() => onActive(-1)}
        className={`mb-3 flex w-full items-center gap-2 rounded-md border px-3 py-2 text-start text-sm ${active < 0 ? 'border-brand bg-brand-soft' : 'border-line bg-bg'}`}
      >
        <SparklesIcon width={18} height={18} className="shrink-0 text-brand" />
        <span className="min-w-0 truncate">{fillPlaceholders(askAbout, { query: text })}</span>
      </button>
      {showHits && (
        <SearchResultList variant="options" listId={listId} hits={hits} active={active} locale={locale} englishLabel={labels.english} onNavigate={onNavigate} onHover={onActive} />
      )}
    </div>
  )
}
