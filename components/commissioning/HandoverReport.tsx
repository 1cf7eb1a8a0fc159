'use client'

import { useEffect, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { CheckIcon } from '@/components/ui/icons'
import { Link } from '@/components/ui/Link'
import type { SiteField, SiteRecord } from '@/lib/commissioning/site-record'
import type { ChecklistStage, DeviceChoice } from '@/lib/commissioning/view'
import { firmwareText } from '@/lib/data/device-view'
import { InlineText } from './InlineText'

const DETAILS: SiteField[] = ['customer', 'address', 'serial', 'installer']

/** A link that prints its full address: the customer reads it on paper. */
function PrintedLink({ href, origin }: { href: string; origin: string }) {
  const url = `${origin}${href}`
  return (
    <Link href={href} className="break-all text-brand underline" dir="ltr">
      {url}
    </Link>
  )
}

/**
 * The handover report: what the customer keeps. The site, its devices with their firmware
 * minimums and pages, every step with its state and note, in the page's language and the brand's
 * colours; what the lights mean and where to get help follow it (HandoverStatic). It is what the
 * page prints, from either view; `shown` puts it on screen as well.
 */
export function HandoverReport({
  site,
  siteName,
  stages,
  devices,
  origin,
  brand,
  shown,
}: {
  site: SiteRecord
  siteName: string
  stages: ChecklistStage[]
  devices: DeviceChoice[]
  /** Site URL with the base path: printed in front of every link. */
  origin: string
  brand: string
  shown: boolean
}) {
  const t = useTranslations('commissioning')
  const tDevices = useTranslations('devices')
  const locale = useLocale()
  // Today's date, set in the browser (the page was rendered at build time).
  const [date, setDate] = useState('')
  useEffect(() => setDate(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date())), [locale])
  const byId = new Map(devices.map((d) => [d.id, d]))
  const cell = 'border border-line px-2 py-1.5 text-start align-top'

  return (
    <section data-handover data-shown={shown ? '' : undefined} className={shown ? 'block' : 'hidden print:block'}>
      <header className="rounded-lg bg-brand px-5 py-4 text-brand-fg [print-color-adjust:exact]">
        <p className="text-sm font-medium opacity-90">{brand}</p>
        <h1 className="text-3xl font-bold">{t('report.title')}</h1>
        <p className="mt-1 text-lg" dir="auto">
          {siteName}
        </p>
      </header>
      <p className="mt-4 text-fg-muted">{t('report.intro')}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {DETAILS.filter((field) => site[field].trim() !== '').map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium">{t(`fields.${field}`)}</dt>
            <dd dir="auto">{site[field]}</dd>
          </div>
        ))}
        <dt className="font-medium">{t('report.date')}</dt>
        <dd>{date}</dd>
      </dl>

      <h2 className="mt-8 text-xl font-semibold">{t('report.devices')}</h2>
      {site.devices.length === 0 ? (
        <p className="mt-2">{t('report.noDevices')}</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm">
          <thead>
            <tr>
              {[t('report.device'), t('report.type'), t('report.serial'), t('firmwareMin'), t('report.docs')].map((head) => (
                <th key={head} scope="col" className={`${cell} bg-bg-soft font-semibold`}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {site.devices.map((entry) => {
              const device = byId.get(entry.device)
              return (
                <tr key={entry.key} className="break-inside-avoid">
                  <th scope="row" className={`${cell} font-medium`}>
                    {device ? `${device.brand} ${device.model}` : entry.device}
                  </th>
                  <td className={cell}>{device ? tDevices(`types.${device.type}`) : ''}</td>
                  <td className={cell} dir="auto">
                    {entry.serial}
                  </td>
                  <td className={cell}>{device ? firmwareText(device, (reason) => tDevices(`firmwareAny.${reason}.short`)) : ''}</td>
                  <td className={cell}>{device && <PrintedLink href={device.url} origin={origin} />}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}

      <h2 className="mt-8 text-xl font-semibold">{t('report.steps')}</h2>
      {stages.map((stage) => (
        <section key={stage.id} className="mt-4 break-inside-avoid-page">
          <h3 className="font-semibold">
            {stage.title} <span className="font-normal text-fg-muted">({t('stageProgress', { done: stage.steps.filter((s) => site.done[s.id]).length, total: stage.steps.length })})</span>
          </h3>
          <p className="text-sm">
            <PrintedLink href={stage.url} origin={origin} />
          </p>
          <ol className="mt-1 space-y-1 text-sm">
            {stage.steps.map((step) => {
              const done = site.done[step.id] !== undefined
              return (
                <li key={step.id} className="flex gap-2 break-inside-avoid" data-report-step={step.id}>
                  <span className="w-5 shrink-0">
                    {done ? <CheckIcon className="size-4 text-brand" /> : <span aria-hidden>–</span>}
                    <span className="sr-only">{done ? t('report.done') : t('report.notDone')}</span>
                  </span>
                  <div className="min-w-0 flex-1">
                    <p {...(stage.english ? { lang: 'en', dir: 'ltr' } : {})} className={done ? '' : 'text-fg-muted'}>
                      {step.number}. <InlineText parts={step.action} />
                    </p>
                    {site.notes[step.id] && (
                      <p className="mt-0.5 whitespace-pre-wrap border-s-2 border-brand ps-2 italic" dir="auto" data-report-note>
                        {site.notes[step.id]}
                      </p>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
        </section>
      ))}
    </section>
  )
}
