'use client'

import { useCallback, useEffect, useState, type ComponentProps } from 'react'
import type { LazyTexts } from '@/components/layout/lazy-texts'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import { RetryMessage } from '@/components/ui/RetryMessage'
import { useLazy } from '@/components/ui/use-lazy'
import { OFFLINE_OFFER_KEY } from '@/lib/go/go-page'
import { lazyTextsUrl } from '@/lib/i18n/lazy-texts'
import { holdsCopyOf, offlineReadingAvailable } from './availability'
import type { OfflineCopyPanel } from './OfflineCopyPanel'
import type { OfflineLabels } from './labels'
import { OfflineCopySection, UnsavedCopy } from './OfflineCopySection'
import { useOnline } from './use-online'

type PanelProps = Omit<ComponentProps<typeof OfflineCopyPanel>, 'sizeAtOnce' | 'labels'> & { labels: OfflineLabels }

function offerPending(locale: string): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_OFFER_KEY) === locale
  } catch {
    return false
  }
}

/**
 * Where the footer's offline panel goes. Most readers never save a copy, so a page shows the
 * panel's first state itself and loads the code that sizes, downloads and checks copies, with
 * what it says (lazy-texts.json), only when it is needed: the reader presses Save, this device
 * holds a copy of the language (to show it, bring it up to date or resume it), or a label link
 * offered the copy.
 */
export function OfflineCopySlot(props: PanelProps) {
  const [available, setAvailable] = useState(false)
  const [wanted, setWanted] = useState<'no' | 'show' | 'size'>('no')
  const online = useOnline()
  const { locale, labels } = props
  const loadPanel = useCallback(
    () =>
      Promise.all([import('./OfflineCopyPanel'), loadJsonOnce<LazyTexts>(lazyTextsUrl(locale))]).then(([m, texts]) => ({
        Panel: m.OfflineCopyPanel,
        texts: texts.offline,
      })),
    [locale],
  )
  const panel = useLazy(loadPanel, wanted !== 'no')

  useEffect(() => {
    if (!offlineReadingAvailable()) return
    setAvailable(true)
    let cancelled = false
    void (async () => {
      const needed = offerPending(locale) || (await holdsCopyOf(locale))
      if (needed && !cancelled) setWanted((current) => (current === 'no' ? 'show' : current))
    })()
    return () => {
      cancelled = true
    }
  }, [locale])

  if (!available) return null
  if (panel.status === 'ready') return <panel.value.Panel {...props} labels={{ ...labels, ...panel.value.texts }} sizeAtOnce={wanted === 'size'} />
  return (
    <OfflineCopySection step={panel.status === 'error' ? 'failed' : wanted === 'no' ? 'unsaved' : 'loading'} labels={labels}>
      {panel.status === 'error' ? (
        <RetryMessage data-offline-failed message={labels.failed} retryLabel={labels.retry} onRetry={panel.retry} retryDisabled={!online} />
      ) : (
        <UnsavedCopy labels={labels} online={online} disabled={wanted !== 'no'} onSave={() => setWanted('size')} />
      )}
    </OfflineCopySection>
  )
}
