'use client'

import { useEffect, useRef, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { addDevice, doneCount, newSite, removeDevice, setDeviceSerial, setField, setNote, setStepDone, type SiteRecord } from '@/lib/commissioning/site-record'
import type { ChecklistStage, DeviceChoice } from '@/lib/commissioning/view'
import { ChecklistStages } from './ChecklistStages'
import { HandoverReport } from './HandoverReport'
import { SiteBar } from './SiteBar'
import { SiteDetails } from './SiteDetails'
import { newSiteId, useChecklistStore } from './use-checklist-store'

/** The report view has an address of its own, so a reload or a shared tab opens it again. */
const REPORT_HASH = '#handover'

const PLACEHOLDER_SITE = newSite('', new Date(0).toISOString())

const BUTTON = 'rounded-md border border-line px-4 py-2 font-medium hover:border-brand hover:text-brand'
const PRIMARY = 'rounded-md bg-brand px-4 py-2 font-medium text-brand-fg hover:opacity-90'

/**
 * `/commissioning/`: the steps of installation and commissioning to tick per site, with notes,
 * the site's details and devices, kept in the browser; and the handover report made from them
 * (its fixed part, lights and help, is server markup after it: CommissioningPageView).
 */
export function CommissioningChecklist({
  stages,
  devices,
  origin,
  brand,
}: {
  stages: ChecklistStage[]
  devices: DeviceChoice[]
  origin: string
  brand: string
}) {
  const t = useTranslations('commissioning')
  const locale = useLocale()
  const { store, site: kept, state, updateSite, addSite, selectSite, deleteSite, addImported } = useChecklistStore()
  // Until the kept checklist is read (just after hydration), the steps show unticked: the page is readable at once.
  const site = kept ?? PLACEHOLDER_SITE
  const [report, setReport] = useState(false)
  const reportButton = useRef<HTMLButtonElement>(null)
  const backButton = useRef<HTMLButtonElement>(null)
  const switched = useRef(false)

  useEffect(() => {
    setReport(window.location.hash === REPORT_HASH)
    const onHash = () => setReport(window.location.hash === REPORT_HASH)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  // After the reader switches views, focus goes to the button that switches back.
  useEffect(() => {
    if (!switched.current) return
    ;(report ? backButton : reportButton).current?.focus()
  }, [report])

  function showReport(show: boolean) {
    switched.current = true
    setReport(show)
    const url = new URL(window.location.href)
    url.hash = show ? REPORT_HASH : ''
    window.history.replaceState(window.history.state, '', url.href.replace(/#$/, ''))
    window.scrollTo({ top: 0 })
  }

  const siteName = (s: SiteRecord) =>
    s === PLACEHOLDER_SITE ? '' : s.name.trim() || t('unnamedSite', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(s.created)) })
  const stepIds = stages.flatMap((stage) => stage.steps.map((step) => step.id))

  const done = doneCount(site, stepIds)

  return (
    <div data-checklist data-checklist-state={state}>
      {report ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
          <button ref={backButton} type="button" className={BUTTON} onClick={() => showReport(false)}>
            {t('backToChecklist')}
          </button>
          <button type="button" className={PRIMARY} onClick={() => window.print()} data-print-report>
            {t('print')}
          </button>
          <p className="basis-full text-sm text-fg-muted">{t('reportHelp')}</p>
        </div>
      ) : (
        // Disabled until the kept checklist is read: nothing typed before then can be lost.
        <fieldset disabled={state === 'loading'} className="m-0 min-w-0 border-0 p-0 print:hidden">
          <h1 className="text-3xl font-bold desk:text-4xl">{t('title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
          <div className="mt-6">
            <SiteBar
              store={store}
              site={site}
              state={state}
              siteName={siteName}
              onSelect={selectSite}
              onAdd={addSite}
              onDelete={deleteSite}
              onImport={addImported}
            />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <div className="min-w-0 flex-1 basis-64">
              <p id="checklist-progress" className="font-medium" data-checklist-progress>
                {t('progress', { done, total: stepIds.length })}
              </p>
              <progress aria-labelledby="checklist-progress" value={done} max={stepIds.length} className="mt-1 h-2 w-full accent-(--brand)" />
            </div>
            <button ref={reportButton} type="button" className={PRIMARY} onClick={() => showReport(true)} data-show-report>
              {t('showReport')}
            </button>
          </div>
          <SiteDetails
            site={site}
            devices={devices}
            onField={(field, value) => updateSite((s, now) => setField(s, field, value, now))}
            onAddDevice={(device) => updateSite((s, now) => addDevice(s, device, newSiteId(), now))}
            onDeviceSerial={(key, serial) => updateSite((s, now) => setDeviceSerial(s, key, serial, now))}
            onRemoveDevice={(key) => updateSite((s, now) => removeDevice(s, key, now))}
          />
          <ChecklistStages
            stages={stages}
            site={site}
            onDone={(step, isDone) => updateSite((s, now) => setStepDone(s, step, isDone, now))}
            onNote={(step, note) => updateSite((s, now) => setNote(s, step, note, now))}
          />
        </fieldset>
      )}
      {/* Made in the browser only: it is the kept site's, and the page's HTML stays small. */}
      {state !== 'loading' && <HandoverReport site={site} siteName={siteName(site)} stages={stages} devices={devices} origin={origin} brand={brand} shown={report} />}
    </div>
  )
}
