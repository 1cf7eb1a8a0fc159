/**
 * Before `next build` and `next dev`: validates the site config of SITE and copies the brand's
 * logo and favicon files to public/brand/, where pages reference them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BRAND_ASSET_DIR } from '../lib/site/assets'
import { loadSiteConfig, siteDir, siteName } from '../lib/site/load'
import { runScript } from './run-script'

runScript(() => {
  const name = siteName()
  const site = loadSiteConfig(name)
  const target = path.join('public', BRAND_ASSET_DIR)
  fs.rmSync(target, { recursive: true, force: true })
  fs.mkdirSync(target, { recursive: true })
  for (const file of new Set([site.favicon, site.navbar.logo.src, site.navbar.logo.srcDark])) {
    fs.copyFileSync(path.join(siteDir(name), file), path.join(target, file))
  }
  console.log(`site "${name}": ${site.title}, ${site.locales.length} locales, base path "${site.basePath || '/'}"`)
})
