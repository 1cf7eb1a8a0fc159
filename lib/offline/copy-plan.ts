import type { LocaleId } from '../i18n/locales'

/** One file of a locale's offline copy, as written by scripts/build-offline.ts. */
export interface OfflineFile {
  /** URL with the base path, as the browser requests it: `/nl/installation/`. */
  url: string
  /** Content hash; a file whose revision did not change is not downloaded again. */
  revision: string
  /** Bytes stored on the device (the uncompressed body). */
  bytes: number
}

/** `/offline-copy/{locale}.json`: everything a locale needs to be read offline. */
export interface OfflineCopyManifest {
  /** The build: changes whenever a file of any locale's copy or of the app shell changes. */
  version: string
  locale: LocaleId
  pages: number
  /** Bytes stored on the device. */
  bytes: number
  /** Bytes over the network with gzip, as most static hosts send text (an estimate). */
  transferBytes: number
  files: OfflineFile[]
}

/** A copy on the device that files may be taken from: its cache and the manifest it follows. */
export interface CopySource {
  cacheName: string
  manifest: Pick<OfflineCopyManifest, 'files'>
}

export interface CopyPlan {
  /** Bytes the target already holds (an earlier try of the same build). */
  heldBytes: number
  /** Files another copy holds in the same revision, with the cache that holds them. */
  reuse: { file: OfflineFile; cacheName: string }[]
  /** Files to fetch from the network. */
  download: OfflineFile[]
  downloadBytes: number
}

/**
 * What saving (or refreshing, or continuing) a locale's copy has to do: keep what the target
 * already holds, take unchanged files from other copies (the previous build's, a cut-off one),
 * download the rest. Files the new build no longer has are left behind with the old copies.
 */
export function planCopy(next: Pick<OfflineCopyManifest, 'files'>, held: ReadonlySet<string> = new Set(), sources: readonly CopySource[] = []): CopyPlan {
  const revisions = sources.map((source) => ({ cacheName: source.cacheName, revisions: new Map(source.manifest.files.map((f) => [f.url, f.revision])) }))
  const plan: CopyPlan = { heldBytes: 0, reuse: [], download: [], downloadBytes: 0 }
  for (const file of next.files) {
    if (held.has(file.url)) {
      plan.heldBytes += file.bytes
      continue
    }
    const source = revisions.find((s) => s.revisions.get(file.url) === file.revision)
    if (source) plan.reuse.push({ file, cacheName: source.cacheName })
    else {
      plan.download.push(file)
      plan.downloadBytes += file.bytes
    }
  }
  return plan
}

/** Checks the shape of a manifest read from the network or a cache. */
export function isOfflineCopyManifest(value: unknown): value is OfflineCopyManifest {
  const m = value as OfflineCopyManifest
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.version === 'string' &&
    typeof m.locale === 'string' &&
    typeof m.bytes === 'number' &&
    Array.isArray(m.files) &&
    m.files.every((f) => typeof f?.url === 'string' && typeof f.revision === 'string' && typeof f.bytes === 'number')
  )
}
