/**
 * After the search indexes (the last files of the export): what offline reading needs.
 * 1. `offline-copy/{locale}.json` per locale: every file of its offline copy (pages, images,
 *    search files, Next's static files) with a content revision and sizes;
 * 2. `sw.js`: components/offline/service-worker.ts bundled with esbuild, its precache list
 *    (the app shell) injected by Serwist. The build version baked into it changes with any file
 *    of the shell or of a copy, so browsers see a new worker whenever readers would see a change.
 * `OUT_DIR` builds over another folder (the update test does this over a changed copy of out/).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { bundleBrowserScript } from './browser-bundle'
import { injectManifest } from '@serwist/build'
import type { LocaleId } from '../lib/i18n/locales'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { loadSiteConfig } from '../lib/site/load'
import { BRAND_ASSET_DIR } from '../lib/site/assets'
import { searchIndexPath, searchLocaleFiles } from '../lib/search/files'
import { lazyTextsUrl } from '../lib/i18n/lazy-texts'
import type { SearchIndexFile } from '../lib/search/types'
import { isCopyPage, pageUrlOfFile, referencedImages } from '../lib/offline/copy-files'
import { sidebarTreeUrl } from '../lib/content/urls'
import { faultCodesUrl } from '../lib/faults/files'
import type { OfflineCopyManifest } from '../lib/offline/copy-plan'
import { offlineCopyManifestPath, offlinePagePath, SERVICE_WORKER_FILE } from '../lib/offline/files'
import { runScript } from './run-script'

const SW_SOURCE = 'components/offline/service-worker.ts'
const STATIC_DIR = '_next/static'

interface FileFacts {
  revision: string
  bytes: number
  transferBytes: number
}

/** Every file under a folder of out/, as paths relative to out/ with forward slashes. */
function listFiles(outDir: string, under = ''): string[] {
  const root = path.join(outDir, under)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/** Writes through a temporary file, so a hard-linked copy of out/ is never changed underneath. */
function writeAtomically(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, content)
  fs.renameSync(temporary, file)
}

const gzipAsync = promisify(gzip)
/** Files hashed and compressed at once: zlib runs on libuv's thread pool, so both cores work. */
const PARALLEL_FILES = 4

/** Revision and sizes of files of out/, each computed once. */
async function fileFacts(outDir: string, files: Iterable<string>): Promise<Map<string, FileFacts>> {
  const list = [...new Set(files)]
  const facts = new Map<string, FileFacts>()
  let next = 0
  const worker = async () => {
    while (next < list.length) {
      const file = list[next++]!
      const body = fs.readFileSync(path.join(outDir, file))
      facts.set(file, {
        revision: crypto.createHash('sha256').update(body).digest('hex').slice(0, 16),
        bytes: body.length,
        // Level 6 is what web servers and CDNs use for gzip by default; images are sent as they are.
        transferBytes: /\.(png|jpe?g|gif|webp|avif)$/i.test(file) ? body.length : (await gzipAsync(body, { level: 6 })).length,
      })
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker))
  return facts
}

/**
 * The files of the app shell, precached by the service worker: the same for every locale. The
 * texts of the search modal and the offline panel are among them, so they open offline.
 */
function shellFiles(outDir: string, locales: readonly LocaleId[]): string[] {
  return [
    ...listFiles(outDir, STATIC_DIR).filter((f) => !f.endsWith('.map')),
    ...listFiles(outDir, BRAND_ASSET_DIR),
    ...locales.map((l) => `${offlinePagePath(l).slice(1)}index.html`),
    ...locales.map((l) => lazyTextsUrl(l).slice(1)),
  ]
}

export interface OfflineBuildReport {
  version: string
  shellFiles: number
  shellBytes: number
  copies: Omit<OfflineCopyManifest, 'files' | 'version'>[]
}

export async function buildOfflineFiles(outDir = process.env.OUT_DIR ?? 'out'): Promise<OfflineBuildReport> {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  const base = site.basePath
  const htmlFiles = listFiles(outDir).filter((f) => f.endsWith('index.html') && !f.startsWith('_next/'))
  const staticFiles = listFiles(outDir, STATIC_DIR).filter((f) => !f.endsWith('.map'))

  const parts = site.locales.map((locale) => {
    const pages = htmlFiles.filter((f) => isCopyPage(f, locale, site.locales))
    const images = new Set<string>()
    for (const page of pages) for (const image of referencedImages(fs.readFileSync(path.join(outDir, page), 'utf8'), base)) images.add(image)
    const missing = [...images].filter((image) => !fs.existsSync(path.join(outDir, image)))
    if (missing.length > 0) console.warn(`  ${locale}: pages show images that are not in ${outDir}/: ${missing.join(', ')}`)
    const files = [
      ...pages.map((file) => ({ file, url: pageUrlOfFile(file, base) })),
      ...[...images].filter((image) => !missing.includes(image)).map((image) => image.slice(1)),
      sidebarTreeUrl(locale).slice(1),
      lazyTextsUrl(locale).slice(1),
      // The code lookup's cards, when the content has codes.
      ...[faultCodesUrl(locale).slice(1)].filter((f) => fs.existsSync(path.join(outDir, f))),
      ...searchLocaleFiles(JSON.parse(fs.readFileSync(path.join(outDir, searchIndexPath(locale)), 'utf8')) as SearchIndexFile).map((p) => p.slice(1)),
      ...staticFiles,
    ].map((f) => (typeof f === 'string' ? { file: f, url: `${base}/${f}` } : f))
    return { locale, pages: pages.length, files }
  })
  const shell = shellFiles(outDir, site.locales)
  const facts = await fileFacts(outDir, [...shell, ...parts.flatMap((p) => p.files.map((f) => f.file))])

  const copies = parts.map(({ locale, pages, files }) => {
    const entries = files.map(({ file, url }) => ({ url, ...facts.get(file)! }))
    return {
      locale,
      pages,
      bytes: entries.reduce((sum, f) => sum + f.bytes, 0),
      transferBytes: entries.reduce((sum, f) => sum + f.transferBytes, 0),
      files: entries.map(({ url, revision, bytes }) => ({ url, revision, bytes })),
    }
  })

  const version = crypto
    .createHash('sha256')
    .update(JSON.stringify([shell.map((f) => [f, facts.get(f)!.revision]), copies.map((c) => c.files.map((f) => [f.url, f.revision]))]))
    .digest('hex')
    .slice(0, 12)

  for (const copy of copies) {
    const manifest: OfflineCopyManifest = { version, ...copy }
    writeAtomically(path.join(outDir, offlineCopyManifestPath(copy.locale)), JSON.stringify(manifest))
  }

  const bundle = path.join('.tmp', `sw.bundle.${process.pid}.js`)
  await bundleBrowserScript(SW_SOURCE, {
    outfile: bundle,
    define: { __OFFLINE_BUILD__: JSON.stringify({ version, basePath: base, locales: site.locales }) },
  })
  fs.rmSync(path.join(outDir, SERVICE_WORKER_FILE), { force: true })
  const { count, size, warnings } = await injectManifest({
    swSrc: bundle,
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: shell,
    // Next's static files carry a content hash in their names: no cache-busting revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/index\.html$/, '') })), warnings: [] }),
    ],
  })
  for (const warning of warnings) console.warn(`  ${warning}`)
  if (count !== shell.length) throw new Error(`the precache list has ${count} files, expected ${shell.length}`)
  fs.rmSync(path.join(outDir, `${SERVICE_WORKER_FILE}.map`), { force: true })
  fs.rmSync(bundle, { force: true })
  return {
    version,
    shellFiles: count,
    shellBytes: size,
    copies: copies.map(({ files: _files, ...rest }) => rest),
  }
}

export function printOfflineReport(report: OfflineBuildReport) {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.log(`  version ${report.version}; app shell ${report.shellFiles} files, ${mb(report.shellBytes)}`)
  for (const c of report.copies) {
    console.log(`  ${c.locale.padEnd(3)} offline copy: ${String(c.pages).padStart(4)} pages, ${mb(c.bytes).padStart(8)} stored, ${mb(c.transferBytes).padStart(7)} gzip`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(async () => printOfflineReport(await buildOfflineFiles()))
}
