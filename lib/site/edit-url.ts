import type { SiteConfig } from './schema'

/**
 * The "Edit this page" link of a content file (`repoPath` relative to the repository root, such
 * as `content/docs/en/installation.mdx`); undefined when the site config names no repository.
 */
export function editUrl(site: Pick<SiteConfig, 'repository'>, repoPath: string): string | undefined {
  const repository = site.repository
  if (!repository) return undefined
  const values: Record<string, string> = {
    url: repository.url.replace(/\/+$/, ''),
    branch: repository.branch,
    path: repoPath.split('/').map(encodeURIComponent).join('/'),
  }
  return repository.editPattern.replace(/\{(url|branch|path)\}/g, (_, name: string) => values[name]!)
}
