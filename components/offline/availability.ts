import type { LocaleId } from '@/lib/i18n/locales'
import { parseSavedCopyCacheName } from '@/lib/offline/cache-names'

/** Offline reading needs a service worker, which only production builds register. */
export function offlineReadingAvailable(): boolean {
  return process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator
}

/**
 * Whether this device holds a copy of the locale, complete or cut off, without reading it:
 * only then does a page need the code that checks, updates or resumes a copy at once.
 */
export async function holdsCopyOf(locale: LocaleId): Promise<boolean> {
  const names = await caches.keys().catch(() => [])
  return names.some((name) => parseSavedCopyCacheName(name)?.locale === locale)
}
