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

export interface CopyPlan {
  /** Files to fetch from the network. */
  download: OfflineFile[]
  /** Files the previous copy already holds in the same revision. */
  reuse: OfflineFile[]
  downloadBytes: number
}

/**
 * What saving (or refreshing) a locale's copy has to do: download new and changed files, reuse
 * the rest from the previous copy. Files the new build no longer has are left behind with it.
 */
export function planCopy(next: Pick<OfflineCopyManifest, 'files'>, previous?: Pick<OfflineCopyManifest, 'files'>): CopyPlan {
  const held = new Map((previous?.files ?? []).map((f) => [f.url, f.revision]))
  const download: OfflineFile[] = []
  const reuse: OfflineFile[] = []
  for (const file of next.files) (held.get(file.url) === file.revision ? reuse : download).push(file)
  return { download, reuse, downloadBytes: download.reduce((sum, f) => sum + f.bytes, 0) }
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
