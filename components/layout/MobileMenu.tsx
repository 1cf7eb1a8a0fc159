'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import type { MobileMenuLabels } from './labels'
import { mobileMenu, useMobileMenu } from './mobile-menu'

export function MobileMenuButton({ label }: { label: string }) {
  const { open } = useMobileMenu()
  return (
    <button
      type="button"
      data-mobile-menu-button
      aria-label={label}
      aria-expanded={open}
      onClick={mobileMenu.open}
      className="grid size-9 place-items-center rounded-md text-fg-muted hover:bg-bg-soft desk:hidden"
    >
      <MenuIcon />
    </button>
  )
}

/**
 * The mobile side menu, a native modal <dialog> (focus stays inside, Escape closes, the page
 * behind is inert). It shows the docs sidebar, with "back to main menu", or the main menu.
 */
export function MobileDrawer({ labels, brand, mainMenu }: { labels: MobileMenuLabels; brand: ReactNode; mainMenu: ReactNode }) {
  const { open, view, hasDocs } = useMobileMenu()
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()

  useModalDialog(dialog, open)

  useEffect(() => {
    mobileMenu.close()
  }, [pathname])

  return (
    <dialog
      ref={dialog}
      data-mobile-drawer
      aria-label={labels.mainMenu}
      onClose={mobileMenu.close}
      onClick={(event) => {
        if (event.target === dialog.current) mobileMenu.close()
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50 ltr:mr-auto rtl:ml-auto"
    >
      <div className="flex h-14 items-center justify-between border-b border-line px-3">
        {brand}
        <button
          type="button"
          aria-label={labels.closeMenu}
          onClick={mobileMenu.close}
          className="grid size-9 place-items-center rounded-md text-fg-muted hover:bg-bg-soft"
        >
          <CloseIcon />
        </button>
      </div>
      {hasDocs && view === 'docs' && (
        <button
          type="button"
          onClick={mobileMenu.showMain}
          data-back-to-main
          className="m-2 w-[calc(100%-1rem)] rounded-md bg-bg-soft px-3 py-2 text-start text-sm font-medium"
        >
          {labels.backToMainMenu}
        </button>
      )}
      {/* Rendered while open only: the closed drawer would repeat the top bar's links in every page. */}
      <div hidden={view !== 'main'} className="p-2" data-main-menu>
        {open && mainMenu}
      </div>
      <div
        hidden={view !== 'docs'}
        ref={mobileMenu.setDocsSlot}
        data-docs-menu
      />
    </dialog>
  )
}
