import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { controllerValue, LED_SWATCH as SWATCH, type LedColour } from '@/lib/data/controller'
import { localize, type LocalizedText } from '@/lib/i18n/localized-text'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { articleLanguage, type InArticle } from './article-language'
import { resolveBrandText } from '@/lib/site/brand'
import type { MdxData, WithMdxData } from '@/lib/mdx/mdx-data'

// Tables and values from content/data/controller.yaml, the one place for our figures.

/** Words in the article's language (`articleLocale`, given by mdxComponents), else the page's. */
async function context(articleLocale: LocaleId | undefined, { controller, tokens }: MdxData) {
  const locale = await articleLanguage(articleLocale)
  const text = (value: LocalizedText) => resolveBrandText(localize(value, locale), tokens)
  return { data: controller, text, t: await getTranslations({ locale: localeInfo(locale).intl, namespace: 'tables' }) }
}

function DataTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Values up to this many characters are kept on one line ("85–264 V AC, 50/60 Hz"). */
const SHORT_VALUE = 24

/** One figure inline: `<Spec id="supply.voltage" />`. */
export async function Spec({ id, articleLocale, data: mdx }: { id: string } & InArticle & WithMdxData) {
  const { data, text } = await context(articleLocale, mdx)
  const value = controllerValue(data, id)
  if (!value) throw new Error(`<Spec id="${id}" /> names no value in content/data/controller.yaml`)
  const words = text(value.value)
  // A short value (a number with its unit) stays on one line; a long one wraps, or a phone would scroll sideways.
  return <span className={words.length <= SHORT_VALUE ? 'whitespace-nowrap' : undefined}>{words}</span>
}

/** All figures of one group (or several, comma separated): `<SpecTable group="supply,mechanical" />`. */
export async function SpecTable({ group, articleLocale, data: mdx }: { group: string } & InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  const rows = group.split(',').flatMap((name) => {
    const values = data.values[name.trim()]
    if (!values) throw new Error(`<SpecTable group="${name}" /> names no group in content/data/controller.yaml`)
    return Object.values(values).map((v) => [text(v.label), text(v.value)])
  })
  return <DataTable head={[t('parameter'), t('value')]} rows={rows} />
}

export async function TerminalTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable
      head={[t('terminal'), t('block'), t('function'), t('rating')]}
      rows={data.terminals.map((x) => [<code key="t">{x.terminal}</code>, x.block, text(x.function), text(x.rating)])}
    />
  )
}

export async function PortTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable
      head={[t('port'), t('connector'), t('purpose')]}
      rows={data.ports.map((p) => [text(p.name), text(p.connector), text(p.purpose)])}
    />
  )
}


function LedSwatch({ colour }: { colour: LedColour }) {
  return <span aria-hidden="true" className="inline-block size-3 rounded-full border border-line [print-color-adjust:exact]" style={{ background: SWATCH[colour] }} />
}

/** LED states; `led` limits the table to one LED (power, network or cloud). */
export async function LedTable({ led, articleLocale, data: mdx }: { led?: string } & InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  const leds = led ? data.leds.filter((l) => l.id === led) : data.leds
  if (leds.length === 0) throw new Error(`<LedTable led="${led}" /> names no LED in content/data/controller.yaml`)
  const rows = leds.flatMap((l) =>
    l.states.map((s) => [
      text(l.name),
      <span key="c" className="inline-flex items-center gap-2">
        <LedSwatch colour={s.colour} />
        {t(`colours.${s.colour}`)}
      </span>,
      t(`patterns.${s.pattern}`),
      text(s.meaning),
      text(s.action),
    ]),
  )
  return <DataTable head={[t('led'), t('colour'), t('pattern'), t('meaning'), t('action')]} rows={rows} />
}

export async function ResetButtonTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  const signal = (step: (typeof data.resetButton)[number]) => {
    if (step.signal === 'none') return t('noSignal')
    const { led, colour, pattern } = step.signal
    const name = data.leds.find((l) => l.id === led)!.name
    return (
      <span className="inline-flex items-center gap-2">
        <LedSwatch colour={colour} />
        {`${text(name)}: ${t(`colours.${colour}`)}, ${t(`patterns.${pattern}`)}`}
      </span>
    )
  }
  return <DataTable head={[t('hold'), t('ledFeedback'), t('effect')]} rows={data.resetButton.map((r) => [text(r.hold), signal(r), text(r.effect)])} />
}

export async function NetworkPortTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable
      head={[t('port'), t('protocol'), t('direction'), t('required'), t('purpose')]}
      rows={data.networkPorts.map((p) => [p.port, p.protocol, t(`directions.${p.direction}`), p.required ? t('yes') : t('no'), text(p.purpose)])}
    />
  )
}

export async function DataUsageTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable
      head={[t('mode'), t('perMonth'), t('note')]}
      rows={data.dataUsage.map((d) => [text(d.mode), text(d.perMonth), text(d.note)])}
    />
  )
}

export async function ResponseTimeTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable
      head={[t('path'), t('typical'), t('worst'), t('note')]}
      rows={data.responseTimes.map((r) => [text(r.path), r.typical, r.worst, text(r.note)])}
    />
  )
}

export async function CertificateTable({ articleLocale, data: mdx }: InArticle & WithMdxData) {
  const { data, text, t } = await context(articleLocale, mdx)
  return (
    <DataTable head={[t('standard'), t('scope')]} rows={data.certificates.map((c) => [c.standard, text(c.scope)])} />
  )
}
