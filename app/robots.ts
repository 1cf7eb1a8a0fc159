import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/i18n/paths'
import { site } from '@/lib/server/site'

export const dynamic = 'force-static'

/** Preview builds ask crawlers to stay away; production points them to the sitemap. */
export default function robots(): MetadataRoute.Robots {
  if (process.env.PREVIEW === '1') return { rules: { userAgent: '*', disallow: '/' } }
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(site.url, site.basePath, '/sitemap.xml'),
  }
}
