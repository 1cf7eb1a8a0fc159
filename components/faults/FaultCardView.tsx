'use client'

import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/Link'
import type { FaultCard, LedStateCard } from '@/lib/faults/view'

const SEVERITY_STYLE: Record<FaultCard['severity'], string> = {
  info: 'border-line text-fg-muted',
  warning: 'border-accent text-fg',
  error: 'border-danger text-danger',
  critical: 'border-danger bg-danger text-bg',
}

function NumberedList({ title, items, language }: { title: string; items: string[]; language: { lang?: string; dir?: 'ltr' } }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ol className="ms-5 mt-1 list-decimal space-y-1" {...language}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </div>
  )
}

/** One code: its source and severity, what the device does, the likely causes, what to check and the page to read. */
export function FaultCardView({ card }: { card: FaultCard }) {
  const t = useTranslations('faults')
  const language = card.english ? ({ lang: 'en', dir: 'ltr' } as const) : {}
  return (
    <article className="rounded-lg border border-line p-4" data-fault-card={card.id} aria-labelledby={`fault-${card.id}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <span className="font-medium text-fg">{card.sourceName}</span>
        {card.codeName && <span {...language}>{card.codeName}</span>}
        <code className="rounded bg-bg-soft px-1.5 py-0.5 font-semibold text-fg" dir="ltr">
          {card.code}
        </code>
        <span className={`rounded border px-1.5 py-0.5 text-xs font-medium ${SEVERITY_STYLE[card.severity]}`} data-severity={card.severity}>
          {t(`severities.${card.severity}`)}
        </span>
        {card.english && <span className="rounded border border-line px-1.5 py-0.5 text-xs">{t('english')}</span>}
      </p>
      <div {...language}>
        <h2 id={`fault-${card.id}`} className="mt-2 text-xl font-semibold">
          {card.title}
        </h2>
        <p className="mt-1">{card.does}</p>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <NumberedList title={t('causes')} items={card.causes} language={language} />
        <NumberedList title={t('checks')} items={card.checks} language={language} />
      </div>
      <p className="mt-3 text-sm">
        {t('readMore')}{' '}
        <Link href={card.url} className="font-medium text-brand underline">
          {card.pageTitle}
        </Link>
      </p>
    </article>
  )
}

/** One LED state: how it looks, what it means and what to do. */
export function LedStateView({ state, ledPageUrl }: { state: LedStateCard; ledPageUrl?: string }) {
  const t = useTranslations('faults')
  return (
    <article className="rounded-lg border border-line p-4" data-led-state={state.id} aria-labelledby={`led-${state.id}`}>
      <h2 id={`led-${state.id}`} className="flex items-center gap-2 text-xl font-semibold">
        <span aria-hidden="true" className="inline-block size-4 rounded-full border border-line" style={{ background: state.swatch }} />
        {t('ledState', { led: state.name, colour: state.colour, pattern: state.pattern })}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t('meaning')}</dt>
        <dd>{state.meaning}</dd>
        <dt className="font-semibold">{t('action')}</dt>
        <dd>{state.action}</dd>
      </dl>
      {ledPageUrl && (
        <p className="mt-2 text-sm">
          <Link href={ledPageUrl} className="font-medium text-brand underline">
            {t('ledPage')}
          </Link>
        </p>
      )}
    </article>
  )
}
