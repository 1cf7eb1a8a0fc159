import type { SiteConfig } from './schema'

/** The site's feedback link (issue or mail) with `{query}` and `{url}` filled in. */
export function feedbackUrl(site: SiteConfig, values: { query: string; url: string }): string {
  return site.feedback.url
    .replaceAll('{query}', encodeURIComponent(values.query))
    .replaceAll('{url}', encodeURIComponent(values.url))
}
