'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/Link'
import { doneCount, type SiteRecord } from '@/lib/commissioning/site-record'
import type { ChecklistStage, ChecklistStep } from '@/lib/commissioning/view'
import type { InlinePart } from '@/lib/commissioning/steps'
import { InlineText } from './InlineText'

function StepItem({
  step,
  english,
  site,
  onDone,
  onNote,
}: {
  step: ChecklistStep
  /** The step's words are the English page's. */
  english: boolean
  site: SiteRecord
  onDone: (done: boolean) => void
  onNote: (note: string) => void
}) {
  const t = useTranslations('commissioning')
  const [writing, setWriting] = useState(false)
  const note = site.notes[step.id]
  const inputId = `step-${step.id.replace(/[^a-zA-Z0-9]+/g, '-')}`
  // English words in another locale's page: marked for screen readers and laid out left to right.
  const words = (parts: InlinePart[]) =>
    english ? (
      <span lang="en" dir="ltr">
        <InlineText parts={parts} />
      </span>
    ) : (
      <InlineText parts={parts} />
    )
  return (
    <li data-step={step.id} className="flex gap-3 py-3">
      <input
        id={inputId}
        type="checkbox"
        checked={site.done[step.id] !== undefined}
        onChange={(e) => onDone(e.target.checked)}
        aria-describedby={step.check ? `${inputId}-check` : undefined}
        className="mt-1 size-5 shrink-0 accent-(--brand)"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block cursor-pointer">
          <b>{`${step.number}. `}</b>
          {words(step.action)}
        </label>
        {step.check && (
          <p id={`${inputId}-check`} className="mt-1 text-sm text-fg-muted">
            <b className="font-medium text-fg">{`${t('check')} `}</b>
            {words(step.check)}
          </p>
        )}
        {note !== undefined || writing ? (
          <label className="mt-2 flex flex-col gap-1 text-sm font-medium">
            <span>{t('note')}</span>
            <textarea
              aria-label={t('noteLabel', { number: step.number })}
              value={note ?? ''}
              onChange={(e) => onNote(e.target.value)}
              onFocus={() => setWriting(true)}
              onBlur={() => setWriting(false)}
              autoFocus={writing && note === undefined}
              rows={2}
              dir="auto"
              data-step-note
              className="rounded-md border border-line bg-bg px-2 py-1.5 text-base font-normal"
            />
          </label>
        ) : (
          <button type="button" onClick={() => setWriting(true)} className="mt-1 text-sm text-brand underline underline-offset-2" data-add-note>
            {t('addNote')}
          </button>
        )}
      </div>
    </li>
  )
}

/** The stages with their steps to tick, each linking the page section its steps come from. */
export function ChecklistStages({
  stages,
  site,
  onDone,
  onNote,
}: {
  stages: ChecklistStage[]
  site: SiteRecord
  onDone: (step: string, done: boolean) => void
  onNote: (step: string, note: string) => void
}) {
  const t = useTranslations('commissioning')
  return (
    <div className="print:hidden">
      {stages.map((stage) => {
        const done = doneCount(site, stage.steps.map((s) => s.id))
        return (
          <section key={stage.id} id={stage.id} aria-labelledby={`${stage.id}-title`} data-stage={stage.id} className="mt-10 scroll-mt-(--topbar-height)">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line pb-2">
              <h2 id={`${stage.id}-title`} className="text-2xl font-semibold">
                {stage.title}
                {stage.english && (
                  <span className="ms-2 rounded border border-line px-1.5 py-0.5 align-middle text-xs font-medium text-fg-muted">{t('english')}</span>
                )}
              </h2>
              <p className="text-sm text-fg-muted">
                <span data-stage-progress>{t('stageProgress', { done, total: stage.steps.length })}</span>
                {' · '}
                <Link href={stage.url} className="text-brand underline underline-offset-2">
                  {t('openPage')}
                </Link>
              </p>
            </div>
            <ol className="divide-y divide-line">
              {stage.steps.map((step) => (
                <StepItem key={step.id} step={step} english={stage.english} site={site} onDone={(d) => onDone(step.id, d)} onNote={(n) => onNote(step.id, n)} />
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
