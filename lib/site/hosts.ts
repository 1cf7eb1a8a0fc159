/**
 * The static hosts the README names, with the published limits an upload of out/ must fit
 * (free plans where a host has several). The build compares its footprint with them
 * (lib/export/footprint.ts): the host of the site config's `deploy.host`, or all of them.
 */
export const HOST_IDS = ['github-pages', 'cloudflare-pages', 'azure-swa', 'netlify', 's3'] as const
export type HostId = (typeof HOST_IDS)[number]

export interface HostLimits {
  name: string
  /** Size of the whole site. */
  maxBytes?: number
  /** Files in the whole site. */
  maxFiles?: number
  /** Files in one folder. */
  maxFilesPerFolder?: number
  /** Size of one file. */
  maxFileBytes?: number
}

const MiB = 1024 * 1024

export const HOST_LIMITS: Record<HostId, HostLimits> = {
  // "Published GitHub Pages sites may be no larger than 1 GB."
  'github-pages': { name: 'GitHub Pages', maxBytes: 1_000_000_000 },
  // Free plan: 20,000 files, 25 MiB per file (100,000 files on paid plans).
  'cloudflare-pages': { name: 'Cloudflare Pages (free plan)', maxFiles: 20_000, maxFileBytes: 25 * MiB },
  // Free plan: 250 MB of app content (Standard: 500 MB, refused above 524,288,000 bytes).
  'azure-swa': { name: 'Azure Static Web Apps (free plan)', maxBytes: 250 * MiB },
  // No limit per deploy, 54,000 files per folder.
  netlify: { name: 'Netlify', maxFilesPerFolder: 54_000 },
  // No limit that a docs site reaches.
  s3: { name: 'Amazon S3' },
}
