import { getTranslations } from 'next-intl/server'
import { connectionDrawingModel, wrapLabel } from '@/lib/data/connection-drawing'
import type { WithMdxData } from '@/lib/mdx/mdx-data'
import { localeInfo } from '@/lib/i18n/locales'
import { resolveBrandText } from '@/lib/site/brand'
import { articleLanguage, type InArticle } from './article-language'

// The connection drawing of a device page, drawn from content/data/devices/ (connection) and
// content/data/controller.yaml (terminal blocks): every device gets its own, in the article's
// language, with the theme's colours. Laid out left to right in every locale: a wiring
// schematic is not mirrored, and every label is centred so it reads the same in RTL text.

const WIDTH = 720
const BOX_WIDTH = 224
const MIDDLE = WIDTH / 2
const LINE = 16

function Lines({ x, y, lines, className, size = 13, weight }: { x: number; y: number; lines: string[]; className: string; size?: number; weight?: number }) {
  return (
    <>
      {lines.map((line, i) => (
        <text key={i} x={x} y={y + i * LINE} textAnchor="middle" fontSize={size} fontWeight={weight} className={className}>
          {line}
        </text>
      ))}
    </>
  )
}

export async function ConnectionDrawing({ id, articleLocale, data }: { id: string } & InArticle & WithMdxData) {
  const language = await articleLanguage(articleLocale)
  const t = await getTranslations({ locale: localeInfo(language).intl, namespace: 'connection' })
  const device = data.devices.find((d) => d.id === id)
  if (!device?.connection) throw new Error(`<ConnectionDrawing id="${id}" /> names no device with connection data in content/data/devices/`)
  const controllerName = resolveBrandText('{controllerName}', data.tokens)
  // The model names its keys as strings (lib/ knows no message types); tests/unit/connection-drawing.test.ts
  // checks every key it uses against every locale.
  const model = connectionDrawingModel({ ...device, connection: device.connection }, data.controller, controllerName, (key, values) => t(key as Parameters<typeof t>[0], values))
  const link = device.connection.link

  const sideLines = (title: string, port: string, terminals?: string) => ({
    // Columns that fit the box at each font size (bold 14 px, 13 px, 12 px), with its padding.
    title: wrapLabel(title, 20),
    port: wrapLabel(port, 26),
    terminals: terminals ? wrapLabel(terminals, 29) : [],
  })
  const left = sideLines(model.controller.title, model.controller.port, model.controller.terminals)
  const right = sideLines(model.device.title, model.device.terminals)
  const rows = (s: typeof left) => s.title.length + s.port.length + s.terminals.length
  const boxHeight = 28 + LINE * Math.max(rows(left), rows(right))
  const linkLines = wrapLabel(model.link, 34)
  const top = 20 + LINE * linkLines.length
  const lineY = top + boxHeight / 2
  const through = model.through ?? (link === 'cloud' ? t('internet') : undefined)
  const throughLines = through ? wrapLabel(through, 17) : []
  const throughHeight = 16 + LINE * throughLines.length
  const settingsLines = model.settings.length ? wrapLabel(model.settings.join(' · '), 70) : []
  const noteLines = model.endNote ? wrapLabel(model.endNote, 80) : []
  const belowY = top + boxHeight + 24
  const height = belowY + LINE * (settingsLines.length + noteLines.length) + 8

  const box = (x: number, s: typeof left) => (
    <g data-box>
      <rect x={x} y={top} width={BOX_WIDTH} height={boxHeight} rx={8} className="fill-bg-soft stroke-line" strokeWidth={1.5} />
      <Lines x={x + BOX_WIDTH / 2} y={top + 22} lines={s.title} className="fill-fg" size={14} weight={600} />
      <Lines x={x + BOX_WIDTH / 2} y={top + 22 + LINE * s.title.length} lines={s.port} className="fill-fg" />
      <Lines x={x + BOX_WIDTH / 2} y={top + 22 + LINE * (s.title.length + s.port.length)} lines={s.terminals} className="fill-fg-muted" size={12} />
    </g>
  )
  const from = 8 + BOX_WIDTH
  const to = WIDTH - 8 - BOX_WIDTH
  const pair = link === 'rs485' || link === 'relay' || link === 'digital-input'
  const segment = (x1: number, x2: number) =>
    pair ? (
      <>
        <line x1={x1} y1={lineY - 3} x2={x2} y2={lineY - 3} className="stroke-fg" strokeWidth={1.5} />
        <line x1={x1} y1={lineY + 3} x2={x2} y2={lineY + 3} className="stroke-fg" strokeWidth={1.5} />
      </>
    ) : (
      <line x1={x1} y1={lineY} x2={x2} y2={lineY} className="stroke-fg" strokeWidth={link === 'p1' ? 3 : 1.5} strokeDasharray={link === 'cloud' ? '6 4' : undefined} />
    )

  return (
    <figure className="my-6" data-connection-drawing={id} data-link={link}>
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={model.description}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          className="diagram min-w-[36rem] font-sans"
          direction="ltr"
        >
          <Lines x={MIDDLE} y={20} lines={linkLines} className="fill-fg-muted" />
          {through ? (
            <>
              {segment(from, MIDDLE - 70)}
              {segment(MIDDLE + 70, to)}
              <rect x={MIDDLE - 70} y={lineY - throughHeight / 2} width={140} height={throughHeight} rx={link === 'cloud' ? 18 : 6} className="fill-bg stroke-fg" strokeWidth={1.5} />
              <Lines x={MIDDLE} y={lineY - throughHeight / 2 + 20} lines={throughLines} className="fill-fg" size={12} />
            </>
          ) : (
            segment(from, to)
          )}
          {link === 'rs485' &&
            [from + 14, to - 14].map((x) => (
              <rect key={x} x={x - 5} y={lineY - 9} width={10} height={18} className="fill-bg stroke-fg" strokeWidth={1.5} />
            ))}
          {box(8, left)}
          {box(to, right)}
          <Lines x={MIDDLE} y={belowY} lines={settingsLines} className="fill-fg" />
          <Lines x={MIDDLE} y={belowY + LINE * settingsLines.length} lines={noteLines} className="fill-fg-muted" size={12} />
        </svg>
      </div>
      <figcaption className="mt-2 text-center text-sm text-fg-muted">{t('caption', { device: model.device.title })}</figcaption>
    </figure>
  )
}
