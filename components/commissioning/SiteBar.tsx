'use client'

import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslations } from 'next-intl'
import { exportSites, importSites, type ChecklistStore, type SiteRecord } from '@/lib/commissioning/site-record'
import type { StorageState } from './use-checklist-store'

const BUTTON = 'rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50 disabled:hover:border-line disabled:hover:text-fg'

/** The file name of an export: the site's name when it has one, so a folder of exports stays readable. */
function exportFileName(site: SiteRecord): string {
  const name = site.name.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')
  return `commissioning-${name || site.id.slice(0, 8)}-${site.updated.slice(0, 10)}.json`
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Which site the checklist shows, and what to do with the kept sites: start a new one, export
 * the shown one as a JSON file, import files (an unreadable file changes nothing), delete.
 */
export function SiteBar({
  store,
  site,
  state,
  siteName,
  onSelect,
  onAdd,
  onDelete,
  onImport,
}: {
  store: ChecklistStore
  site: SiteRecord
  state: StorageState
  siteName: (site: SiteRecord) => string
  onSelect: (id: string) => void
  onAdd: () => void
  onDelete: () => void
  onImport: (sites: SiteRecord[]) => void
}) {
  const t = useTranslations('commissioning')
  const fileInput = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const kept = store.sites.some((s) => s.id === site.id)
  const sites = kept ? store.sites : [...store.sites, site]

  async function importFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const imported: SiteRecord[] = []
    for (const file of files) {
      const result = importSites(await file.text())
      if (!result.ok) {
        setMessage({ text: t(`importFailed.${result.problem}`, { file: file.name, detail: result.detail }), error: true })
        return
      }
      imported.push(...result.sites)
    }
    if (imported.length === 0) return
    onImport(imported)
    setMessage({ text: t('imported', { count: imported.length }), error: false })
  }

  return (
    <div data-site-bar className="rounded-lg border border-line bg-bg-soft p-4 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium">
          {t('site')}
          <select
            value={site.id}
            onChange={(e) => onSelect(e.target.value)}
            className="rounded-md border border-line bg-bg px-2 py-1.5 text-base font-normal"
          >
            {[...sites]
              .sort((a, b) => a.created.localeCompare(b.created))
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {siteName(s)}
                </option>
              ))}
          </select>
        </label>
        <button type="button" className={BUTTON} onClick={onAdd}>
          {t('newSite')}
        </button>
        <button type="button" className={BUTTON} onClick={() => download(exportFileName(site), exportSites([site], new Date().toISOString()))}>
          {t('export')}
        </button>
        <button type="button" className={BUTTON} onClick={() => fileInput.current?.click()}>
          {t('import')}
        </button>
        <input ref={fileInput} type="file" accept="application/json,.json" multiple hidden data-import-file onChange={importFiles} />
        <button
          type="button"
          className={`${BUTTON} text-danger`}
          disabled={!kept}
          onClick={() => {
            if (window.confirm(t('deleteConfirm', { name: siteName(site) }))) onDelete()
          }}
        >
          {t('deleteSite')}
        </button>
      </div>
      <p className="mt-3 text-sm text-fg-muted" data-storage-state={state}>
        {state === 'loading' ? t('loading') : state === 'unavailable' ? t('storage.unavailable') : state === 'set-aside' ? t('storage.setAside') : t('storage.kept')}
      </p>
      <p role="status" className={`text-sm ${message?.error ? 'font-medium text-danger' : 'text-fg-muted'}`}>
        {message?.text}
      </p>
    </div>
  )
}
