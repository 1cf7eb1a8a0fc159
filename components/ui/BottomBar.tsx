import type { HTMLAttributes, ReactNode } from 'react'

/**
 * A small offer fixed at the bottom of the window (the language suggestion, saving a language
 * for offline from a label link): its text, its action and a way to turn it down. Fixed, so
 * showing it moves nothing on the page.
 */
export function BottomBar({
  label,
  action,
  dismiss,
  onDismiss,
  children,
  ...attributes
}: { label: string; action: ReactNode; dismiss: string; onDismiss: () => void; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div role="region" aria-label={label} {...attributes} className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-bg-raised px-4 py-3 text-sm text-fg shadow-lg">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-4 gap-y-2">
        <p>{children}</p>
        {action}
        <button type="button" onClick={onDismiss} className="ms-auto rounded-md px-2 py-1 text-fg-muted hover:bg-bg hover:text-fg">
          {dismiss}
        </button>
      </div>
    </div>
  )
}
