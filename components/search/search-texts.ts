import type { SearchTexts } from './load-labels'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** One request per locale and page session; a failed one can be tried again. */
const texts = new Map<string, Promise<SearchTexts>>()

/** What the search modal says (lib/search/files.ts `searchTextsUrl`), fetched once. */
export function loadSearchTexts(url: string): Promise<SearchTexts> {
  let loaded = texts.get(url)
  if (!loaded) {
    loaded = fetch(`${basePath}${url}`).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.json() as Promise<SearchTexts>
    })
    loaded.catch(() => texts.delete(url))
    texts.set(url, loaded)
  }
  return loaded
}
