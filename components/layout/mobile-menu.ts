'use client'

import { useSyncExternalStore } from 'react'

/** State of the mobile side menu, shared by the top-bar button, the drawer and the docs sidebar. */
export interface MobileMenuState {
  open: boolean
  /** Which panel shows: the docs sidebar (when the page has one) or the main menu. */
  view: 'main' | 'docs'
  /** Element in the drawer that the docs sidebar moves into while the menu is open. */
  docsSlot: HTMLElement | null
  hasDocs: boolean
}

let state: MobileMenuState = { open: false, view: 'main', docsSlot: null, hasDocs: false }
const listeners = new Set<() => void>()

function set(patch: Partial<MobileMenuState>) {
  if (Object.entries(patch).every(([key, value]) => state[key as keyof MobileMenuState] === value)) return
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

export const mobileMenu = {
  open: () => set({ open: true, view: state.hasDocs ? 'docs' : 'main' }),
  close: () => set({ open: false }),
  showMain: () => set({ view: 'main' }),
  showDocs: () => set({ view: 'docs' }),
  setDocsSlot: (docsSlot: HTMLElement | null) => set({ docsSlot }),
  setHasDocs: (hasDocs: boolean) => set({ hasDocs }),
}

const serverState: MobileMenuState = { open: false, view: 'main', docsSlot: null, hasDocs: false }

export function useMobileMenu(): MobileMenuState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => serverState,
  )
}
