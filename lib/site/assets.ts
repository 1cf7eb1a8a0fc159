import type { SiteConfig } from './schema'

/** Brand files (logos, favicon) are copied to public/brand/ by scripts/prepare-site.ts. */
export const BRAND_ASSET_DIR = 'brand'

export function brandAssetUrl(site: SiteConfig, file: string): string {
  return `${site.basePath}/${BRAND_ASSET_DIR}/${file}`
}
