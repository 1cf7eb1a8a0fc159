'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { LocaleId } from '@/lib/i18n/locales'
import { formatBytes, percentDone } from '@/lib/offline/format'
import type { OfflineCopyManifest } from '@/lib/offline/copy-plan'
import type { OfflineLabels, OfflinePanelLabels } from './labels'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import {
  CopyInterruptedError,
  fetchCopyManifest,
  partialCopies,
  removeCopy,
  saveCopy,
  savedCopies,
  SiteChangedError,
  StorageFullError,
  storageUsed,
  workerVersion,
  type SavedCopy,
} from './offline-copy'
import { serviceWorkerScope } from '@/lib/offline/files'
import { OFFLINE_OFFER_KEY } from '@/lib/go/go-page'
import { BottomBar } from '@/components/ui/BottomBar'
import { useOnline } from './use-online'
import { RetryMessage } from '@/components/ui/RetryMessage'
import { OfflineCopySection, UnsavedCopy } from './OfflineCopySection'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/button-classes'

type State =
  | { step: 'loading' }
  | { step: 'unsaved' }
  | { step: 'sizing' }
  | { step: 'confirm'; manifest: OfflineCopyManifest }
  | { step: 'saving' | 'updating'; done: number; total: number }
  | { step: 'saved'; copy: SavedCopy; usage?: number }
  | { step: 'interrupted'; done: number; total: number }
  | { step: 'failed'; message: string }

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/**
 * A copy of a newer build than the page's worker (a deploy landed during the download): have
 * the browser fetch the new worker, which makes the page offer "A new version … Reload".
 */
async function offerNewerBuild(savedVersion: string) {
  const version = await workerVersion()
  if (version === undefined || version === savedVersion) return
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerScope(basePath))
  await registration?.update().catch(() => undefined)
}

/**
 * "Save this language for offline" in the footer: shows the size before it starts, a progress
 * bar while it downloads, then the size of the copy and the storage the site uses, with
 * "Remove offline copy". A copy made for an older build is brought up to date by itself; a
 * download cut off says how much is stored and continues from there. Loaded by OfflineCopySlot
 * when needed; `sizeAtOnce`: the reader pressed Save before it was loaded.
 */
export function OfflineCopyPanel({
  locale,
  intl,
  language,
  labels,
  sizeAtOnce = false,
}: {
  locale: LocaleId
  intl: string
  language: string
  labels: OfflineLabels & OfflinePanelLabels
  sizeAtOnce?: boolean
}) {
  const [state, setState] = useState<State>({ step: 'loading' })
  // Opened from a label link (/go/…): offered in a bar, once, while the language is not saved.
  const [offered, setOffered] = useState(false)
  const section = useRef<HTMLElement>(null)
  const online = useOnline()
  const abort = useRef<AbortController>(undefined)
  const size = useCallback((bytes: number) => formatBytes(bytes, intl), [intl])

  /** Shows what the device holds of the locale; returns the complete copy, or `unsaved` for nothing at all. */
  const showSaved = useCallback(async (): Promise<SavedCopy | 'unsaved' | undefined> => {
    const copy = (await savedCopies()).find((c) => c.locale === locale)
    if (copy) {
      setState({ step: 'saved', copy, usage: await storageUsed() })
      return copy
    }
    const partial = (await partialCopies(locale))[0]
    setState(partial ? { step: 'interrupted', done: partial.heldBytes, total: partial.manifest.bytes } : { step: 'unsaved' })
    return partial ? undefined : 'unsaved'
  }, [locale])

  const askSize = useCallback(async () => {
    setState({ step: 'sizing' })
    try {
      setState({ step: 'confirm', manifest: await fetchCopyManifest(locale) })
    } catch {
      setState({ step: 'failed', message: labels.failed })
    }
  }, [locale, labels])

  const failed = useCallback(
    (error: unknown): State => {
      if (error instanceof StorageFullError) {
        const needed = size(error.neededBytes)
        return { step: 'failed', message: error.availableBytes === undefined ? fillPlaceholders(labels.storageNeeded, { needed }) : fillPlaceholders(labels.storageFull, { needed, available: size(error.availableBytes) }) }
      }
      if (error instanceof SiteChangedError) return { step: 'failed', message: labels.changed }
      return { step: 'failed', message: labels.failed }
    },
    [labels, size],
  )

  const run = useCallback(
    /** `held`: bytes an earlier, cut-off try already stored (the bar starts there). */
    async (step: 'saving' | 'updating', manifest: OfflineCopyManifest, held = 0) => {
      abort.current = new AbortController()
      setState({ step, done: held, total: manifest.bytes })
      try {
        // Ask the browser not to evict the copy under storage pressure.
        await navigator.storage?.persist?.().catch(() => false)
        const version = await saveCopy(manifest, (done, total) => setState({ step, done, total }), abort.current.signal)
        await showSaved()
        await offerNewerBuild(version)
      } catch (error) {
        // Cancelled, or cut off: show what the device holds now (files still in flight when the
        // connection dropped may have landed since the error).
        if (abort.current.signal.aborted || error instanceof CopyInterruptedError) await showSaved()
        else setState(failed(error))
      }
    },
    [failed, showSaved],
  )

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const copy = await showSaved()
      if (cancelled) return
      if (copy === 'unsaved' && sizeAtOnce) await askSize()
      if (typeof copy !== 'object' || !navigator.onLine) return
      // The copy belongs to another build than the page's worker: bring it up to date.
      const version = await workerVersion()
      if (cancelled || version === undefined || version === copy.version) return
      const manifest = await fetchCopyManifest(locale).catch(() => undefined)
      if (!cancelled && manifest && manifest.version !== copy.version) await run('updating', manifest)
    })()
    return () => {
      cancelled = true
    }
    // Pressing Save is read once, when the panel is loaded; later presses are the panel's own.
  }, [locale, run, showSaved])

  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    try {
      if (sessionStorage.getItem(OFFLINE_OFFER_KEY) !== locale) return
      sessionStorage.removeItem(OFFLINE_OFFER_KEY)
      setOffered(true)
    } catch {
      // No storage, no offer.
    }
  }, [locale])

  /** Deletes the locale's copy, complete or partial. */
  const remove = async () => {
    await removeCopy(locale)
    await showSaved()
  }

  const resume = async (held: number) => {
    setState({ step: 'sizing' })
    const manifest = await fetchCopyManifest(locale).catch(() => undefined)
    if (manifest) await run('saving', manifest, held)
    else await showSaved()
  }

  const offer = offered && state.step === 'unsaved' && online && (
    <BottomBar
      label={labels.panelTitle}
      data-offline-offer
      dismiss={labels.dismiss}
      onDismiss={() => setOffered(false)}
      action={
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            setOffered(false)
            section.current?.scrollIntoView({ block: 'center' })
            void askSize()
          }}
        >
          {labels.save}
        </button>
      }
    >
      {labels.panelHelp}
    </BottomBar>
  )

  return (
    <>
      {offer}
      <OfflineCopySection step={state.step} labels={labels} sectionRef={section}>
          {(state.step === 'unsaved' || state.step === 'loading') && (
            <UnsavedCopy labels={labels} online={online} disabled={state.step === 'loading'} onSave={askSize} />
          )}
          {state.step === 'sizing' && <p>{labels.checking}</p>}
          {state.step === 'confirm' && (
            <>
              <p data-offline-size>{fillPlaceholders(labels.sizeBeforeSave, { size: size(state.manifest.bytes), transfer: size(state.manifest.transferBytes) })}</p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={PRIMARY_BUTTON} onClick={() => run('saving', state.manifest)} data-offline-start>
                  {labels.start}
                </button>
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setState({ step: 'unsaved' })}>
                  {labels.cancel}
                </button>
              </div>
            </>
          )}
          {(state.step === 'saving' || state.step === 'updating') && (
            <>
              <p>{state.step === 'saving' ? labels.saving : labels.updating}</p>
              <progress
                className="h-2 w-full accent-(--brand)"
                max={100}
                value={percentDone(state.done, state.total)}
                aria-label={state.step === 'saving' ? labels.saving : labels.updating}
                data-offline-progress
              />
              <p className="text-xs">{fillPlaceholders(labels.progress, { done: size(state.done), total: size(state.total) })}</p>
              {state.step === 'saving' && (
                <button type="button" className={SECONDARY_BUTTON} onClick={() => abort.current?.abort()}>
                  {labels.cancel}
                </button>
              )}
            </>
          )}
          {state.step === 'saved' && (
            <>
              <p data-offline-saved>{fillPlaceholders(labels.saved, { language, size: size(state.copy.manifest.bytes) })}</p>
              {state.usage !== undefined && <p className="text-xs" data-offline-usage>{fillPlaceholders(labels.storageUsed, { size: size(state.usage) })}</p>}
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={remove}
                data-offline-remove
              >
                {labels.remove}
              </button>
            </>
          )}
          {state.step === 'interrupted' && (
            <>
              <p role="alert" data-offline-interrupted>
                {fillPlaceholders(labels.interrupted, { done: size(state.done), total: size(state.total) })}
              </p>
              <progress className="h-2 w-full accent-(--brand)" max={100} value={percentDone(state.done, state.total)} aria-label={labels.saving} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={PRIMARY_BUTTON} onClick={() => resume(state.done)} disabled={!online} data-offline-resume>
                  {labels.resume}
                </button>
                <button type="button" className={SECONDARY_BUTTON} onClick={remove}>
                  {labels.cancel}
                </button>
              </div>
            </>
          )}
          {state.step === 'failed' && (
            <RetryMessage data-offline-failed message={state.message} retryLabel={labels.retry} onRetry={askSize} retryDisabled={!online} />
          )}
      </OfflineCopySection>
    </>
  )
}
