import type { SiteConfig } from './schema'
import { fillPlaceholders } from '../i18n/fill-placeholders'

/** Fills the feedback link template (issue or mail link) with `{query}` and `{url}`, encoded for a URL. */
export function fillFeedbackUrl(template: string, values: { query: string; url: string }): string {
  return fillPlaceholders(template, { query: encodeURIComponent(values.query), url: encodeURIComponent(values.url) })
}

/** The site's feedback link for a query or page. */
export function feedbackUrl(site: Pick<SiteConfig, 'feedback'>, values: { query: string; url: string }): string {
  return fillFeedbackUrl(site.feedback.url, values)
}
