'use client'

import { useEffect, useState } from 'react'
import { localizedPath } from '@/lib/i18n/paths'
import type { LocaleId } from '@/lib/i18n/locales'
import { VISITED_CACHE } from '@/lib/offline/cache-names'
import { localeOfPath } from '@/lib/offline/requests'
import type { OfflinePageLabels } from './labels'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import { offlineReadingAvailable } from './availability'
import { savedCopies } from './offline-copy'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''
const MAX_VISITED = 30

interface Language {
  id: LocaleId
  label: string
}

interface Found {
  saved: Language[]
  visited: { url: string; title: string }[]
}

/** The title of a stored page, without the site name after it. */
function pageTitle(html: string): string | undefined {
  const title = new DOMParser().parseFromString(html, 'text/html').title
  return title ? title.split(' | ')[0] : undefined
}

async function findStoredPages(locale: LocaleId, languages: Language[]): Promise<Found> {
  const savedIds = new Set((await savedCopies()).map((c) => c.locale))
  const saved = languages.filter((l) => savedIds.has(l.id))
  const visited: Found['visited'] = []
  const cache = await caches.open(VISITED_CACHE)
  const requests = [...(await cache.keys())].reverse()
  const siteLocales = languages.map((l) => l.id)
  for (const request of requests) {
    if (visited.length >= MAX_VISITED) break
    const { pathname } = new URL(request.url)
    if (!pathname.endsWith('/') || localeOfPath(pathname, basePath, siteLocales) !== locale) continue
    const response = await cache.match(request)
    const title = response ? pageTitle(await response.text()) : undefined
    if (title) visited.push({ url: pathname, title })
  }
  return { saved, visited }
}

/**
 * On the offline page: links to what can be read without a connection — the saved languages
 * and the pages of this language opened before. Plain links: offline, only full page loads work.
 */
export function SavedPages({ locale, languages, labels }: { locale: LocaleId; languages: Language[]; labels: OfflinePageLabels }) {
  const [found, setFound] = useState<Found>()

  useEffect(() => {
    if (!offlineReadingAvailable()) return
    let cancelled = false
    void findStoredPages(locale, languages)
      .catch((): Found => ({ saved: [], visited: [] }))
      .then((result) => {
        if (!cancelled) setFound(result)
      })
    return () => {
      cancelled = true
    }
  }, [locale, languages])

  if (!found) return null
  if (found.saved.length === 0 && found.visited.length === 0) return <p data-nothing-saved>{labels.nothingSaved}</p>
  return (
    <div className="space-y-6">
      {found.saved.length > 0 && (
        <section data-saved-languages>
          <h2 className="text-lg font-semibold">{labels.savedLanguages}</h2>
          <ul className="mt-2 space-y-1">
            {found.saved.map((language) => (
              <li key={language.id}>
                <a href={`${basePath}${localizedPath(language.id, '')}`} className="text-brand underline" data-saved-link={language.id}>
                  {fillPlaceholders(labels.openSaved, { language: language.label })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {found.visited.length > 0 && (
        <section data-visited-pages>
          <h2 className="text-lg font-semibold">{labels.visitedPages}</h2>
          <ul className="mt-2 space-y-1">
            {found.visited.map((page) => (
              <li key={page.url}>
                <a href={page.url} className="text-brand underline">
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
