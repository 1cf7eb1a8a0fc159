import { localeInfo, type LocaleId } from '../i18n/locales'

/**
 * The HTML of the label link pages (scripts/build-go-links.ts): tiny static pages, no framework,
 * that any host serves as they are.
 */

/** The folder of the label links: `/go/<code>/`, and the QR sheet at `/go/qr/`. */
export const GO_ROUTE = 'go'
export const QR_SHEET_CODE = 'qr'

/**
 * Set (sessionStorage) by a label link for the page it opens: an installer who scanned a label
 * is offered to save the language for offline reading there, if it is not saved yet.
 */
export const OFFLINE_OFFER_KEY = 'docs-offline-offer'

/** Id of the JSON a label link page carries for its script (components/go/go-link.ts). */
export const GO_LINK_DATA_ID = 'go-link'

export interface GoLinkData {
  /** The doc's URL (with base path) per locale of the build, in the site's order. */
  targets: Partial<Record<LocaleId, string>>
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** JSON inside a <script> element: no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const PAGE_STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:34rem;padding:0 1rem;color:#1a1f1d;background:#fff}h1{font-size:1.25rem}ul{padding:0;list-style:none}li{margin:.5rem 0}a{color:#0b6b4f}@media (prefers-color-scheme:dark){body{color:#e6ebe9;background:#111614}a{color:#7fd1b5}}'

/**
 * A label link page: its script opens the doc in the reader's language at once; until then,
 * or without JavaScript, it lists the doc in every language of the build.
 */
export function goLinkPage({ label, siteTitle, canonical, targets, script }: { label: string; siteTitle: string; canonical: string; targets: GoLinkData['targets']; script: string }): string {
  const languages = (Object.entries(targets) as [LocaleId, string][])
    .map(([locale, href]) => {
      const info = localeInfo(locale)
      return `<li><a href="${escapeHtml(href)}" hreflang="${info.intl}" lang="${info.intl}" dir="${info.dir}">${escapeHtml(info.label)}</a></li>`
    })
    .join('')
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${label} · ${siteTitle}`)}</title><link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<style>${PAGE_STYLE}</style>`,
    `<script type="application/json" id="${GO_LINK_DATA_ID}">${scriptJson({ targets } satisfies GoLinkData)}</script>`,
    `<script>${script}</script>`,
    `</head><body><main><h1>${escapeHtml(label)}</h1><ul>${languages}</ul></main></body></html>`,
  ].join('')
}

export interface QrLabel {
  code: string
  label: string
  url: string
  /** The QR code of `url`, as SVG markup. */
  svg: string
}

/** The QR label sheet (/go/qr/): one label per code, printed on A4 label sheets (3 × 8 labels of 70 × 37 mm). */
export function qrSheetPage({ siteTitle, labels }: { siteTitle: string; labels: QrLabel[] }): string {
  const style = [
    '@page{size:A4;margin:0.5mm 0}',
    'body{font:11px/1.3 system-ui,sans-serif;margin:0;color:#000;background:#fff}',
    'header{padding:1rem}@media print{header{display:none}}',
    '.sheet{display:grid;grid-template-columns:repeat(3,70mm);grid-auto-rows:37mm;justify-content:center}',
    '.label{display:flex;gap:2.5mm;align-items:center;padding:2.5mm;box-sizing:border-box;break-inside:avoid;overflow:hidden}',
    '.label svg{width:30mm;height:30mm;flex:none}',
    '.label strong{display:block;font-size:13px}.label span{display:block;word-break:break-all}',
    '@media screen{.label{outline:1px dashed #bbb}}',
  ].join('')
  const items = labels
    .map((l) => `<div class="label" data-go-code="${escapeHtml(l.code)}">${l.svg}<div><strong>${escapeHtml(l.label)}</strong><span>${escapeHtml(l.url)}</span></div></div>`)
    .join('')
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`Label links · ${siteTitle}`)}</title><style>${style}</style></head>`,
    `<body><header><h1>Label links · ${escapeHtml(siteTitle)}</h1><p>${labels.length} labels. Print on A4 label sheets of 3 × 8 labels (70 × 37 mm), at 100 % scale. Each code opens its page in the reader's language.</p></header>`,
    `<main class="sheet">${items}</main></body></html>`,
  ].join('')
}
