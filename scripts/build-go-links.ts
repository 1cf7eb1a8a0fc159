/**
 * After the export: the label links (`/go/<code>/`, content/data/go-links.yaml and every device
 * of data/devices/) as tiny static pages that open their doc in the reader's language, and the
 * brand's QR label sheet at `/go/qr/`. A code whose doc the build does not publish in every
 * locale fails the build, naming it.
 */
import fs from 'node:fs'
import path from 'node:path'
import QRCode from 'qrcode'
import { bundleBrowserScript } from './browser-bundle'
import { goLinks, readGoLinksFile } from '../lib/data/go-links'
import { loadDevices } from '../lib/data/devices'
import { docUrl } from '../lib/content/urls'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { brandTokens, resolveBrandText } from '../lib/site/brand'
import { loadSiteConfig } from '../lib/site/load'
import { withEnvironment, withLocaleSlice } from '../lib/site/locale-slice'
import { GO_ROUTE, QR_SHEET_CODE, goLinkPage, qrSheetPage, type QrLabel } from '../lib/go/go-page'

const OUT = 'out'

function writePage(sitePath: string, html: string) {
  const file = path.join(OUT, sitePath, 'index.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, html)
}

export async function buildGoLinks(): Promise<string> {
  const site = withEnvironment(withLocaleSlice(loadSiteConfig(), process.env.LOCALES), process.env)
  const tokens = brandTokens(site)
  const devices = loadDevices()
  const { file, text } = readGoLinksFile()
  // The docs every locale of this build publishes (a brand may leave some out).
  const exported = (doc: string) => site.locales.every((locale) => fs.existsSync(path.join(OUT, docUrl(locale, doc), 'index.html')))
  const links = goLinks(text, file, devices, exported)
  fs.rmSync(path.join(OUT, GO_ROUTE), { recursive: true, force: true })
  if (links.length === 0) return 'no codes in this content tree'

  const output = await bundleBrowserScript('components/go/go-link.ts')
  const script = output.outputFiles![0]!.text.trim()
  const origin = `${site.url.replace(/\/+$/, '')}${site.basePath}`
  const labels: QrLabel[] = []
  for (const link of links) {
    const label = resolveBrandText(link.label, tokens)
    const targets = Object.fromEntries(site.locales.map((locale) => [locale, `${site.basePath}${docUrl(locale, link.doc)}`]))
    const defaultLocale = site.locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : site.locales[0]!
    writePage(`${GO_ROUTE}/${link.code}`, goLinkPage({ label, siteTitle: site.title, canonical: `${origin}${docUrl(defaultLocale, link.doc)}`, targets, script }))
    const url = `${origin}/${GO_ROUTE}/${link.code}/`
    labels.push({ code: link.code, label, url, svg: await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) })
  }
  writePage(`${GO_ROUTE}/${QR_SHEET_CODE}`, qrSheetPage({ siteTitle: site.title, labels }))
  return `${links.length} codes under /${GO_ROUTE}/, QR sheet /${GO_ROUTE}/${QR_SHEET_CODE}/`
}
