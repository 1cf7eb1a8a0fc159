import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/lib/sitemap'
import { source } from '@/lib/server/docs'
import { site } from '@/lib/server/site'
import { glossary } from '@/lib/server/glossary'
import { commissioningPlan } from '@/lib/server/commissioning'
import { faultFiles } from '@/lib/server/faults'
import { FAULT_CODES_ROUTE } from '@/lib/faults/files'
import { COMMISSIONING_ROUTE, COMPATIBILITY_ROUTE, GLOSSARY_ROUTE } from '@/lib/content/routes'

export const dynamic = 'force-static'

/** sitemap.xml: every published page in every locale, with hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const otherRoutes = [...(glossary.length > 0 ? [GLOSSARY_ROUTE] : []), ...(commissioningPlan ? [COMMISSIONING_ROUTE] : []), COMPATIBILITY_ROUTE, ...(faultFiles.length > 0 ? [FAULT_CODES_ROUTE] : [])]
  return sitemapEntries(site, source, otherRoutes)
}
