'use client'

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { OFFLINE_OFFER_KEY } from '@/lib/go/go-page'
import { holdsCopyOf, offlineReadingAvailable } from './availability'
import { OfflineCopySection, UnsavedCopy } from './OfflineCopySection'
import { useOnline } from './use-online'

const OfflineCopyPanel = lazy(() => import('./OfflineCopyPanel').then((m) => ({ default: m.OfflineCopyPanel })))

type PanelProps = Omit<ComponentProps<typeof OfflineCopyPanel>, 'sizeAtOnce'>

function offerPending(locale: string): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_OFFER_KEY) === locale
  } catch {
    return false
  }
}

/**
 * Where the footer's offline panel goes. Most readers never save a copy, so a page shows the
 * panel's first state itself and loads the code that sizes, downloads and checks copies only
 * when it is needed: the reader presses Save, this device holds a copy of the language (to show
 * it, bring it up to date or resume it), or a label link offered the copy.
 */
export function OfflineCopySlot(props: PanelProps) {
  const [available, setAvailable] = useState(false)
  const [panel, setPanel] = useState<'none' | 'show' | 'size'>('none')
  const online = useOnline()
  const { locale, labels } = props

  useEffect(() => {
    if (!offlineReadingAvailable()) return
    setAvailable(true)
    let cancelled = false
    void (async () => {
      const needed = offerPending(locale) || (await holdsCopyOf(locale))
      if (needed && !cancelled) setPanel((current) => (current === 'none' ? 'show' : current))
    })()
    return () => {
      cancelled = true
    }
  }, [locale])

  if (!available) return null
  const unsaved = (loading: boolean) => (
    <OfflineCopySection step={loading ? 'loading' : 'unsaved'} labels={labels}>
      <UnsavedCopy labels={labels} online={online} disabled={loading} onSave={() => setPanel('size')} />
    </OfflineCopySection>
  )
  if (panel === 'none') return unsaved(false)
  return (
    <Suspense fallback={unsaved(true)}>
      <OfflineCopyPanel {...props} sizeAtOnce={panel === 'size'} />
    </Suspense>
  )
}
