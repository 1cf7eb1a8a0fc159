import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { siteConfigSchema, type SiteConfig } from './schema'
import { ContentError, zodProblems } from '../validation/problems'
import { contentDir } from '../content-dir'
import { askBlockProblems } from './secrets'

export const DEFAULT_SITE = 'ampora'
/** Folder of the site configs inside the content tree. */
export const SITES_DIR = 'sites'

export function siteName(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE?.trim() || DEFAULT_SITE
}

export function siteDir(name: string, root = process.cwd()): string {
  return path.resolve(root, contentDir(), SITES_DIR, name)
}

/** Parses and validates a site config; `file` is only used in messages. */
export function parseSiteConfig(text: string, file: string): SiteConfig {
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (error) {
    throw new ContentError([{ file, message: `is not valid YAML: ${(error as Error).message}` }])
  }
  // A secret is reported on its own, and the schema (whose messages quote values) never sees it.
  const secrets = askBlockProblems(file, raw)
  if (secrets.length > 0) throw new ContentError(secrets)
  const result = siteConfigSchema.safeParse(raw)
  if (!result.success) throw new ContentError(zodProblems(file, raw, result.error))
  return result.data
}

/** Reads `{content}/sites/{name}/site.yaml`, checks that its asset files exist, and validates it. */
export function loadSiteConfig(name = siteName(), root = process.cwd()): SiteConfig {
  const dir = siteDir(name, root)
  const file = path.join(contentDir(), SITES_DIR, name, 'site.yaml')
  if (!fs.existsSync(path.resolve(root, file))) {
    throw new ContentError([{ file, message: `does not exist (SITE=${name}); sites are folders of ${contentDir()}/${SITES_DIR}` }])
  }
  const config = parseSiteConfig(fs.readFileSync(path.resolve(root, file), 'utf8'), file)
  const assets: [string, string][] = [
    ['favicon', config.favicon],
    ['navbar.logo.src', config.navbar.logo.src],
    ['navbar.logo.srcDark', config.navbar.logo.srcDark],
  ]
  const missing = assets.filter(([, asset]) => !fs.existsSync(path.join(dir, asset)))
  if (missing.length > 0) {
    throw new ContentError(
      missing.map(([field, asset]) => ({ file, field, message: `expected a file in ${contentDir()}/${SITES_DIR}/${name}/, found no "${asset}"` })),
    )
  }
  return config
}
