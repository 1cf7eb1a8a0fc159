import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/lib/sitemap'
import { source } from '@/lib/server/docs'
import { site } from '@/lib/server/site'
import { glossary } from '@/lib/server/glossary'

export const dynamic = 'force-static'

/** sitemap.xml: every published page in every locale, with hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(site, source, glossary.length > 0)
}
