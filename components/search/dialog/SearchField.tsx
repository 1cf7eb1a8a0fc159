import type { KeyboardEvent, RefObject } from 'react'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import type { SearchLabels } from '../labels'

interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement | null>
  labels: SearchLabels
  query: string
  /** The listbox the field controls, and the id of its selected row (none while the field is empty). */
  listId: string
  activeId?: string
  onQuery: (query: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onClose: () => void
}

/** The modal's field: a combobox over the results list, with the close button beside it. */
export function SearchField({ inputRef, labels, query, listId, activeId, onQuery, onKeyDown, onClose }: SearchFieldProps) {
  return (
    // The field's frame shows the focus (the field itself has no outline of its own).
    <div className="flex items-center gap-2 rounded-t-xl border-b border-line px-3 focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-brand">
      <SearchIcon className="shrink-0 text-fg-muted" />
      <input
        ref={inputRef}
        // A text field: the checker's HTML rules allow the combobox role on text, not on search.
        type="text"
        inputMode="search"
        role="combobox"
        aria-label={labels.label}
        aria-expanded={query.trim() !== ''}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={labels.placeholder}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
      />
      <CloseButton label={labels.close} onClose={onClose} />
    </div>
  )
}

export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" onClick={onClose} aria-label={label} className="grid size-8 place-items-center rounded-md text-fg-muted hover:bg-bg-soft">
      <CloseIcon width={18} height={18} />
    </button>
  )
}
