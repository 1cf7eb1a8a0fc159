import type { SiteConfig } from './schema'

/** Fills the feedback link template (issue or mail link) with `{query}` and `{url}`. */
export function fillFeedbackUrl(template: string, values: { query: string; url: string }): string {
  return template.replaceAll('{query}', encodeURIComponent(values.query)).replaceAll('{url}', encodeURIComponent(values.url))
}

/** The site's feedback link for a query or page. */
export function feedbackUrl(site: Pick<SiteConfig, 'feedback'>, values: { query: string; url: string }): string {
  return fillFeedbackUrl(site.feedback.url, values)
}
