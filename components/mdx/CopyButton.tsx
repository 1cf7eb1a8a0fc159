import { CheckIcon, CopyIcon } from '@/components/ui/icons'

/**
 * The copy button of a code block. Markup only: the click is handled by the article
 * (components/static-html/copy-code.ts), which swaps label and icon while `data-copied` is set.
 */
export function CopyButton({ label, copiedLabel }: { label: string; copiedLabel: string }) {
  return (
    <button
      type="button"
      data-copy-code=""
      data-label={label}
      data-copied-label={copiedLabel}
      aria-label={label}
      title={label}
      className="group absolute end-2 top-2 rounded-md border border-line bg-bg-raised p-1.5 text-fg-muted opacity-80 hover:opacity-100"
    >
      <CopyIcon width={16} height={16} className="group-data-copied:hidden" />
      <CheckIcon width={16} height={16} className="hidden group-data-copied:block" />
      <span aria-live="polite" className="sr-only" />
    </button>
  )
}
