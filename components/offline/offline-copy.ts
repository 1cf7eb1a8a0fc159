/**
 * The reader's offline copies in the browser's Cache Storage ("Save this language for
 * offline"). The page downloads them itself, so it can show progress; the service worker reads
 * them. A copy is one cache per locale and build (lib/offline/cache-names.ts); its manifest is
 * written last and marks it complete: the worker and the page only read complete copies.
 * Every downloaded file is checked against the revision in the manifest, so a copy never mixes
 * two builds of the site.
 *
 * A download cut off (connection lost, storage full) leaves a partial copy: the files stored so
 * far with the manifest they belong to under another key (`?partial`). Saving again continues
 * from there. A deploy that lands mid-download is noticed by a file whose revision changed: the
 * copy goes on as a copy of the new build, keeping the files that did not change.
 */
import { parseSavedCopyCacheName, savedCopyCacheName } from '@/lib/offline/cache-names'
import { isOfflineCopyManifest, planCopy, type OfflineCopyManifest } from '@/lib/offline/copy-plan'
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

/** The connection failed mid-download; the files stored so far stay for the next try. */
export class CopyInterruptedError extends Error {
  constructor(
    readonly doneBytes: number,
    readonly totalBytes: number,
  ) {
    super('offline copy interrupted')
  }
}

/** The device (or the browser's share for this site) has no room for the rest of the copy. */
export class StorageFullError extends Error {
  constructor(
    /** Bytes the copy still has to store. */
    readonly neededBytes: number,
    /** Bytes the browser says this site may still use, when it tells. */
    readonly availableBytes?: number,
  ) {
    super('not enough storage for the offline copy')
  }
}

/** Deploys that may land during one save before it gives up (each restarts on the newer build). */
const MAX_BUILDS_PER_SAVE = 3

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

/** Where a partial copy keeps the manifest of the build it belongs to (not the completion mark). */
function partialMarkerUrl(locale: LocaleId): string {
  return `${manifestUrl(locale)}?partial`
}

async function storedManifest(cacheName: string, url: string): Promise<OfflineCopyManifest | undefined> {
  const stored = await caches.match(url, { cacheName })
  const manifest: unknown = stored ? await stored.json().catch(() => undefined) : undefined
  return isOfflineCopyManifest(manifest) ? manifest : undefined
}

/** The complete copies on this device. */
export async function savedCopies(): Promise<SavedCopy[]> {
  const copies: SavedCopy[] = []
  for (const cacheName of await caches.keys()) {
    const parsed = parseSavedCopyCacheName(cacheName)
    if (!parsed) continue
    const manifest = await storedManifest(cacheName, manifestUrl(parsed.locale))
    if (manifest?.version === parsed.version) copies.push({ ...parsed, cacheName, manifest })
  }
  return copies
}

/** A copy cut off before its end: the build it belongs to and the bytes it already holds. */
export interface PartialCopy extends SavedCopy {
  heldBytes: number
}

async function heldUrls(cacheName: string): Promise<Set<string>> {
  const cache = await caches.open(cacheName)
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
}

/** The partial copies of a locale (normally none or one). */
export async function partialCopies(locale: LocaleId): Promise<PartialCopy[]> {
  const partial: PartialCopy[] = []
  for (const cacheName of await caches.keys()) {
    const parsed = parseSavedCopyCacheName(cacheName)
    if (parsed?.locale !== locale || (await storedManifest(cacheName, manifestUrl(locale)))) continue
    const manifest = await storedManifest(cacheName, partialMarkerUrl(locale))
    // Without its build's manifest nothing in it can be checked (a save that is just starting).
    if (manifest?.version !== parsed.version) continue
    partial.push({ ...parsed, cacheName, manifest, heldBytes: planCopy(manifest, await heldUrls(cacheName)).heldBytes })
  }
  return partial
}

async function revisionOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Runs `work` over the items, `parallel` at a time. The first failure stops the rest, and it is
 * thrown only once every running item has settled, so nothing writes after the caller moved on.
 */
async function eachInParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]!)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
  if (failure) throw failure.error
}

/** One copy at a time, across tabs too. */
function exclusively<T>(action: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(LOCK, action) : action()
}

/**
 * Saves a locale's copy, or brings an older one up to the manifest's build: files the target
 * already holds (an earlier try) are kept, unchanged files are taken over from the older or
 * partial copies, the rest is downloaded; other copies of the locale are deleted at the end.
 * Resolves with the build version saved, which is newer than the manifest's when a deploy
 * landed during the download.
 */
export function saveCopy(manifest: OfflineCopyManifest, onProgress: Progress, signal?: AbortSignal): Promise<string> {
  return exclusively(async () => {
    let target = manifest
    for (let builds = 1; ; builds++) {
      try {
        await fillCopy(target, onProgress, signal)
        return target.version
      } catch (error) {
        if (!(error instanceof SiteChangedError) || builds >= MAX_BUILDS_PER_SAVE) throw error
        const newer = await fetchCopyManifest(target.locale, signal)
        // The files changed but the manifest did not: a deploy still under way, or a broken one.
        if (newer.version === target.version) throw error
        target = newer
      }
    }
  })
}

async function fillCopy(manifest: OfflineCopyManifest, onProgress: Progress, signal?: AbortSignal): Promise<void> {
  const { locale, version } = manifest
  const previous = (await savedCopies()).find((c) => c.locale === locale)
  if (previous?.version === version) return
  const targetName = savedCopyCacheName(locale, version)
  // Copies cut off earlier, of this build (to continue) or of another one (files to take over).
  const partial = (await partialCopies(locale)).filter((c) => c.cacheName !== previous?.cacheName)
  const target = await caches.open(targetName)
  const total = manifest.bytes
  try {
    await putChecked(target, partialMarkerUrl(locale), Response.json(manifest), total, 0)
    // Kept from an earlier try, taken from the older or a cut-off copy, or downloaded.
    const sources = [...(previous ? [previous] : []), ...partial.filter((c) => c.cacheName !== targetName)]
    const plan = planCopy(manifest, await heldUrls(targetName), sources)
    let done = plan.heldBytes
    const download = [...plan.download]
    for (const { file, cacheName } of plan.reuse) {
      const response = await caches.match(file.url, { cacheName })
      if (response) {
        await putChecked(target, file.url, response, total, done)
        done += file.bytes
      } else download.push(file)
    }
    onProgress(done, total)
    await checkRoom(download.reduce((sum, f) => sum + f.bytes, 0))
    await eachInParallel(download, PARALLEL_DOWNLOADS, async (file) => {
      signal?.throwIfAborted()
      let response: Response
      try {
        response = await fetch(file.url, { cache: 'no-store', signal })
      } catch (error) {
        if (signal?.aborted) throw error
        throw new CopyInterruptedError(done, total)
      }
      // A file the build no longer has: a deploy landed. Other failures may pass: try again later.
      if (response.status === 404) throw new SiteChangedError(file.url)
      if (!response.ok) throw new CopyInterruptedError(done, total)
      const body = await response.arrayBuffer().catch(() => {
        throw signal?.aborted ? signal.reason : new CopyInterruptedError(done, total)
      })
      if ((await revisionOf(body)) !== file.revision) throw new SiteChangedError(file.url)
      await putChecked(target, file.url, new Response(body, { status: 200, headers: response.headers }), total, done)
      done += file.bytes
      onProgress(done, total)
    })
    // The manifest marks the copy complete: from now on the worker reads it.
    await putChecked(target, manifestUrl(locale), Response.json(manifest), total, done)
    await target.delete(partialMarkerUrl(locale))
  } catch (error) {
    // The reader chose Cancel: nothing of this try stays. Anything else leaves a partial copy.
    if (signal?.aborted) await caches.delete(targetName)
    throw error
  }
  for (const cacheName of await caches.keys()) {
    const parsed = parseSavedCopyCacheName(cacheName)
    if (parsed?.locale === locale && cacheName !== targetName) await caches.delete(cacheName)
  }
}

/** Stores a response; a full storage becomes a StorageFullError with what is still needed. */
async function putChecked(cache: Cache, url: string, response: Response, total: number, done: number): Promise<void> {
  try {
    await cache.put(url, response)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') {
      const needed = Math.max(total - done, 0)
      const room = await roomLeft()
      // The estimate may not know the limit that was hit (the device's free space): then it is not news.
      throw new StorageFullError(needed, room !== undefined && room < needed ? room : undefined)
    }
    throw error
  }
}

/** Bytes this site may still store, when the browser tells. */
async function roomLeft(): Promise<number | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return estimate?.quota !== undefined && estimate.usage !== undefined ? Math.max(estimate.quota - estimate.usage, 0) : undefined
}

/** Fails before downloading when the browser already says the rest of the copy will not fit. */
async function checkRoom(bytes: number): Promise<void> {
  const room = await roomLeft()
  if (room !== undefined && room < bytes) throw new StorageFullError(bytes, room)
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
