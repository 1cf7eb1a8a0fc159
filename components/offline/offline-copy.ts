/**
 * The reader's offline copies in the browser's Cache Storage ("Save this language for
 * offline"). The page downloads them itself, so it can show progress; the service worker reads
 * them. A copy is one cache per locale and build (lib/offline/cache-names.ts); its manifest is
 * written last and marks it complete. Every downloaded file is checked against the revision in
 * the manifest, so a copy never mixes two builds of the site.
 */
import { parseSavedCopyCacheName, savedCopyCacheName } from '@/lib/offline/cache-names'
import { isOfflineCopyManifest, planCopy, type OfflineCopyManifest, type OfflineFile } from '@/lib/offline/copy-plan'
import { offlineCopyManifestPath } from '@/lib/offline/files'
import type { LocaleId } from '@/lib/i18n/locales'
import { OFFLINE_MESSAGES } from './messages'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''
const PARALLEL_DOWNLOADS = 4
const LOCK = 'docs-offline-copy'

export interface SavedCopy {
  locale: LocaleId
  version: string
  cacheName: string
  manifest: OfflineCopyManifest
}

export type Progress = (doneBytes: number, totalBytes: number) => void

/** The site changed on the server while a copy was downloading (a file has another revision). */
export class SiteChangedError extends Error {}

/** Offline reading needs a service worker, which only production builds register. */
export function offlineReadingAvailable(): boolean {
  return process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator
}

export function manifestUrl(locale: LocaleId): string {
  return `${basePath}${offlineCopyManifestPath(locale)}`
}

export async function fetchCopyManifest(locale: LocaleId, signal?: AbortSignal): Promise<OfflineCopyManifest> {
  const url = manifestUrl(locale)
  const response = await fetch(url, { cache: 'no-store', signal })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const manifest: unknown = await response.json()
  if (!isOfflineCopyManifest(manifest) || manifest.locale !== locale) throw new Error(`${url} is not an offline copy manifest`)
  return manifest
}

/** The complete copies on this device. */
export async function savedCopies(): Promise<SavedCopy[]> {
  const copies: SavedCopy[] = []
  for (const cacheName of await caches.keys()) {
    const parsed = parseSavedCopyCacheName(cacheName)
    if (!parsed) continue
    const stored = await caches.match(manifestUrl(parsed.locale), { cacheName })
    const manifest: unknown = stored ? await stored.json().catch(() => undefined) : undefined
    if (isOfflineCopyManifest(manifest) && manifest.version === parsed.version) copies.push({ ...parsed, cacheName, manifest })
  }
  return copies
}

async function revisionOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Runs `work` over the items, `parallel` at a time; the first failure stops the rest. */
async function eachInParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
}

/** One copy at a time, across tabs too. */
function exclusively<T>(action: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(LOCK, action) : action()
}

/**
 * Saves a locale's copy, or brings an older one up to the manifest's build: unchanged files are
 * taken over from the old copy, the rest is downloaded; the old copy is deleted at the end.
 */
export function saveCopy(manifest: OfflineCopyManifest, onProgress: Progress, signal?: AbortSignal): Promise<void> {
  return exclusively(async () => {
    const { locale, version } = manifest
    const previous = (await savedCopies()).find((c) => c.locale === locale)
    if (previous?.version === version) return
    const targetName = savedCopyCacheName(locale, version)
    const target = await caches.open(targetName)
    try {
      const plan = planCopy(manifest, previous?.manifest)
      const download: OfflineFile[] = [...plan.download]
      for (const file of plan.reuse) {
        const held = await caches.match(file.url, { cacheName: previous!.cacheName })
        if (held) await target.put(file.url, held)
        else download.push(file)
      }
      const total = download.reduce((sum, f) => sum + f.bytes, 0)
      let done = 0
      onProgress(done, total)
      await eachInParallel(download, PARALLEL_DOWNLOADS, async (file) => {
        signal?.throwIfAborted()
        const response = await fetch(file.url, { cache: 'no-store', signal })
        if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`)
        const body = await response.arrayBuffer()
        if ((await revisionOf(body)) !== file.revision) throw new SiteChangedError(file.url)
        await target.put(file.url, new Response(body, { status: 200, headers: response.headers }))
        done += file.bytes
        onProgress(done, total)
      })
      await target.put(manifestUrl(locale), Response.json(manifest))
    } catch (error) {
      await caches.delete(targetName)
      throw error
    }
    for (const cacheName of await caches.keys()) {
      const parsed = parseSavedCopyCacheName(cacheName)
      if (parsed?.locale === locale && cacheName !== targetName) await caches.delete(cacheName)
    }
  })
}

export async function removeCopy(locale: LocaleId): Promise<void> {
  await exclusively(async () => {
    for (const cacheName of await caches.keys()) if (parseSavedCopyCacheName(cacheName)?.locale === locale) await caches.delete(cacheName)
  })
}

/** Bytes this site stores on the device (all its caches and storage), when the browser tells. */
export async function storageUsed(): Promise<number | undefined> {
  return (await navigator.storage?.estimate?.())?.usage
}

/** The build version of the service worker that controls the page. */
export async function workerVersion(): Promise<string | undefined> {
  const controller = navigator.serviceWorker?.controller
  if (!controller) return undefined
  const channel = new MessageChannel()
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(undefined), 3000)
    channel.port1.onmessage = (event: MessageEvent<{ version?: string }>) => {
      window.clearTimeout(timer)
      resolve(event.data?.version)
    }
    controller.postMessage({ type: OFFLINE_MESSAGES.version }, [channel.port2])
  })
}
