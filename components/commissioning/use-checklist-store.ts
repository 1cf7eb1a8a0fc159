'use client'

import { useCallback, useEffect, useState } from 'react'
import { currentSite, mergeImported, newSite, parseStore, type ChecklistStore, type SiteRecord } from '@/lib/commissioning/site-record'

/** Where the checklist is kept: one key for every site, shared by every locale of the site. */
export const CHECKLIST_STORAGE_KEY = 'commissioning-checklist'
/** Data this version cannot read is moved here untouched instead of being overwritten. */
const UNREADABLE_KEY = `${CHECKLIST_STORAGE_KEY}.unreadable`

export type StorageState = 'loading' | 'kept' | 'unavailable' | 'set-aside'

export function newSiteId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

function readStore(): { store: ChecklistStore; state: StorageState } {
  let raw: string | null
  try {
    raw = localStorage.getItem(CHECKLIST_STORAGE_KEY)
  } catch {
    return { store: { sites: [] }, state: 'unavailable' }
  }
  const store = parseStore(raw)
  if (store) return { store, state: 'kept' }
  try {
    localStorage.setItem(UNREADABLE_KEY, raw ?? '')
    localStorage.removeItem(CHECKLIST_STORAGE_KEY)
  } catch {
    return { store: { sites: [] }, state: 'unavailable' }
  }
  return { store: { sites: [] }, state: 'set-aside' }
}

/**
 * The checklist of every site, kept in localStorage (it works offline and survives reloads),
 * followed across tabs. The page shows one site; before the first change it is a fresh one
 * that is not stored yet, so opening the page leaves nothing behind.
 */
export function useChecklistStore() {
  const [store, setStore] = useState<ChecklistStore>({ sites: [] })
  const [state, setState] = useState<StorageState>('loading')
  const [draft, setDraft] = useState<SiteRecord>()

  useEffect(() => {
    const read = readStore()
    setStore(read.store)
    setDraft(newSite(newSiteId(), new Date().toISOString()))
    setState(read.state)
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECKLIST_STORAGE_KEY) setStore(parseStore(event.newValue) ?? { sites: [] })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const save = useCallback((next: ChecklistStore) => {
    setStore(next)
    try {
      localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(next))
    } catch {
      setState('unavailable')
    }
  }, [])

  const site = currentSite(store) ?? draft

  /** Applies a change to the shown site and keeps it (the fresh site joins the list on its first change). */
  const updateSite = useCallback(
    (change: (site: SiteRecord, now: string) => SiteRecord) => {
      if (!site) return
      const next = change(site, new Date().toISOString())
      const others = store.sites.filter((s) => s.id !== next.id)
      save({ sites: [...others, next], current: next.id })
    },
    [site, store, save],
  )

  const addSite = useCallback(() => {
    const fresh = newSite(newSiteId(), new Date().toISOString())
    save({ sites: [...store.sites, fresh], current: fresh.id })
  }, [store, save])

  const selectSite = useCallback((id: string) => save({ ...store, current: id }), [store, save])

  const deleteSite = useCallback(() => {
    if (!site) return
    save({ sites: store.sites.filter((s) => s.id !== site.id) })
    setDraft(newSite(newSiteId(), new Date().toISOString()))
  }, [site, store, save])

  const addImported = useCallback((sites: SiteRecord[]) => save(mergeImported(store, sites)), [store, save])

  return { store, site, state, updateSite, addSite, selectSite, deleteSite, addImported }
}
