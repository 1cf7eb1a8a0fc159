'use client'

import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from '@/lib/head-script'
import { CloseIcon } from '@/components/ui/icons'

/** Closes the announcement and remembers its id, so it returns only when the id changes. */
export function AnnouncementClose({ id, label }: { id: string; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        try {
          localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
        } catch {
          // storage can be unavailable (private mode); the bar still closes for this page view
        }
        document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '')
      }}
      className="absolute end-2 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded opacity-80 hover:opacity-100"
    >
      <CloseIcon width={16} height={16} />
    </button>
  )
}
