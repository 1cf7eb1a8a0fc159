import fs from 'node:fs'
import path from 'node:path'
import type { OfflineCopyManifest } from '../../lib/offline/copy-plan'
import { offlineCopyManifestPath } from '../../lib/offline/files'
import type { LocaleId } from '../../lib/i18n/locales'

export interface OfflineCopyMeasure {
  locale: LocaleId
  pages: number
  files: number
  /** Stored on the device. */
  bytes: number
  /** Downloaded with gzip (estimate of the build step). */
  transferBytes: number
  /** Stored bytes per kind of file. */
  parts: { html: number; search: number; static: number; images: number }
}

/** The offline copy of one locale, from the manifest the build writes (out/offline-copy/{locale}.json). */
export function measureOfflineCopy(locale: LocaleId, outDir = 'out'): OfflineCopyMeasure | undefined {
  const file = path.join(outDir, offlineCopyManifestPath(locale))
  if (!fs.existsSync(file)) return undefined
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as OfflineCopyManifest
  const parts = { html: 0, search: 0, static: 0, images: 0 }
  for (const f of manifest.files) {
    const kind = f.url.endsWith('/') ? 'html' : f.url.includes('/search-index/') ? 'search' : f.url.includes('/_next/static/') ? 'static' : 'images'
    parts[kind] += f.bytes
  }
  return { locale, pages: manifest.pages, files: manifest.files.length, bytes: manifest.bytes, transferBytes: manifest.transferBytes, parts }
}
