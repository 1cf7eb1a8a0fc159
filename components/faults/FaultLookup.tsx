'use client'

import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/Link'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import { lookUp } from '@/lib/faults/lookup'
import { FAULT_SEVERITIES } from '@/lib/faults/severities'
import type { FaultCard, FaultLookupData } from '@/lib/faults/view'
import { FaultCardView, LedStateView } from './FaultCardView'

const FIELD = 'flex min-w-0 flex-col gap-1 text-sm font-medium'
const INPUT = 'rounded-md border border-line bg-bg px-2 py-1.5 text-base font-normal'

interface Filters {
  code: string
  source: string
  severity: string
}

function readFilters(): Filters {
  const params = new URLSearchParams(window.location.search)
  return { code: (params.get('code') ?? '').slice(0, 200), source: params.get('source') ?? '', severity: params.get('severity') ?? '' }
}

function writeFilters(filters: Filters) {
  const params = new URLSearchParams()
  for (const key of ['code', 'source', 'severity'] as const) if (filters[key].trim()) params.set(key, filters[key].trim())
  const query = params.toString()
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
}

/** Examples made from the data itself: a controller code, a maker's code with its brand, an LED state. */
function examples(data: FaultLookupData): string[] {
  const own = data.cards.find((c) => c.source === data.sources[0]?.id)
  const maker = data.cards.find((c) => c.source !== data.sources[0]?.id)
  const led = data.leds.find((l) => l.id.split('/')[1] !== 'off' && l.id.split('/')[1] !== 'green')
  return [own?.code, maker && `${maker.sourceName} ${maker.code}`, led && `${led.name} ${led.colour} ${led.pattern.replace(/\s*[（(].*$/, '')}`].filter((e): e is string => Boolean(e))
}

/**
 * `/troubleshooting/codes/`: one box for a code as people type it or an LED as they describe it,
 * filters by device and severity, a card per match. The query lives in the URL (`?code=E-104`);
 * the cards come from the locale's fault-codes.json, which the offline copy holds.
 */
export function FaultLookup({ dataUrl, searchPageUrl }: { dataUrl: string; searchPageUrl: string }) {
  const t = useTranslations('faults')
  const [data, setData] = useState<FaultLookupData>()
  const [failed, setFailed] = useState(false)
  const [filters, setFilters] = useState<Filters>({ code: '', source: '', severity: '' })
  const inputId = useId()

  const load = () => {
    setFailed(false)
    loadJsonOnce<FaultLookupData>(dataUrl).then(setData, () => setFailed(true))
  }
  useEffect(() => {
    setFilters(readFilters())
    load()
    const onPop = () => setFilters(readFilters())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per page
  }, [dataUrl])

  function update(next: Filters) {
    setFilters(next)
    writeFilters(next)
  }

  const result = data ? lookUp(filters.code, data.cards, data.leds.map((l) => l.words), data.sources) : undefined
  const keep = (card: FaultCard) => (!filters.source || card.source === filters.source) && (!filters.severity || card.severity === filters.severity)
  const cards = result?.cards.filter(keep) ?? []
  const ledStates = result ? data!.leds.filter((l) => result.ledStates.includes(l.id)) : []
  const shown = cards.length + ledStates.length

  return (
    <div data-fault-lookup data-ready={data ? '' : undefined}>
      <form role="search" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <div className={`${FIELD} col-span-2`}>
          <label htmlFor={inputId}>{t('search')}</label>
          <input
            id={inputId}
            type="search"
            className={INPUT}
            value={filters.code}
            placeholder={t('placeholder')}
            onChange={(e) => update({ ...filters, code: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            data-fault-query
          />
        </div>
        <label className={FIELD}>
          {t('source')}
          <select className={INPUT} value={filters.source} onChange={(e) => update({ ...filters, source: e.target.value })} data-fault-filter="source">
            <option value="">{t('allSources')}</option>
            {data?.sources.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={FIELD}>
          {t('severity')}
          <select className={INPUT} value={filters.severity} onChange={(e) => update({ ...filters, severity: e.target.value })} data-fault-filter="severity">
            <option value="">{t('allSeverities')}</option>
            {FAULT_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t(`severities.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>

      {failed && (
        <p role="alert" className="mt-4">
          {t('failed')}{' '}
          <button type="button" onClick={load} className="font-medium text-brand underline">
            {t('retry')}
          </button>
        </p>
      )}
      {!data && !failed && <p className="mt-4 text-fg-muted">{t('loading')}</p>}
      {data && !filters.code.trim() && (
        <p className="mt-4 text-sm text-fg-muted">
          {t('examples')}{' '}
          {examples(data).map((example, i) => (
            <span key={example}>
              {i > 0 && ' · '}
              <button type="button" className="text-brand underline underline-offset-2" onClick={() => update({ ...filters, code: example })} data-fault-example>
                {example}
              </button>
            </span>
          ))}
        </p>
      )}
      {data && filters.code.trim() && (
        <>
          <p aria-live="polite" className="mt-4 font-medium" data-fault-count>
            {t('count', { count: shown })}
          </p>
          {shown === 0 && (
            <p className="mt-2">
              {t('none')}{' '}
              <Link href={`${searchPageUrl}?q=${encodeURIComponent(filters.code.trim())}`} className="text-brand underline">
                {t('searchDocs', { query: filters.code.trim() })}
              </Link>
            </p>
          )}
          <div className="mt-4 space-y-4">
            {ledStates.map((state) => (
              <LedStateView key={state.id} state={state} ledPageUrl={data.ledPageUrl} />
            ))}
            {ledStates.length > 0 && cards.length > 0 && <h2 className="pt-2 text-lg font-semibold">{t('codesForLed')}</h2>}
            {cards.map((card) => (
              <FaultCardView key={card.id} card={card} />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
