import fs from 'node:fs'
import { parseSiteConfig } from '@/lib/site/load'
import type { SiteConfig } from '@/lib/site/schema'
import type { SourceCategory, SourceDoc } from '@/lib/content/types'
import type { DocHeading } from '@/lib/mdx/headings'

export const SITE_YAML = fs.readFileSync('content/sites/ampora/site.yaml', 'utf8')

export function testSite(custom: Partial<SiteConfig['custom']> = {}): SiteConfig {
  const site = parseSiteConfig(SITE_YAML, 'site.yaml')
  return { ...site, custom: { ...site.custom, ...custom } }
}

export function doc(locale: string, docPath: string, extra: Partial<SourceDoc> = {}): SourceDoc {
  return {
    locale,
    docPath,
    title: `${docPath} (${locale})`,
    description: `About ${docPath}`,
    contentHash: `hash-${docPath}`,
    headings: [] as DocHeading[],
    body: { code: '', raw: '' },
    _raw: { sourceFilePath: `docs/${locale}/${docPath}.mdx` },
    ...extra,
  }
}

export function category(locale: string, folder: string, extra: Partial<SourceCategory> = {}): SourceCategory {
  return { locale, folder, label: `${folder} (${locale})`, description: `All about ${folder}`, ...extra }
}
