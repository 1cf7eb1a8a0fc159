const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** One request per file and page session, shared by every part that needs it. */
const files = new Map<string, Promise<unknown>>()

/**
 * A JSON file the build writes once per locale (`/nl/sidebar.json`, `/nl/lazy-texts.json` …),
 * fetched once; a failed fetch is forgotten, so the next call tries again.
 */
export function loadJsonOnce<T>(url: string): Promise<T> {
  let file = files.get(url)
  if (!file) {
    file = fetch(`${basePath}${url}`).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.json() as Promise<unknown>
    })
    file.catch(() => files.delete(url))
    files.set(url, file)
  }
  return file as Promise<T>
}
