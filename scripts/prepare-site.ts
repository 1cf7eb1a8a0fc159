/**
 * Before `next build` and `next dev`: validates the site config of SITE and writes the brand's
 * files to public/brand/, where pages reference them: logo and favicon, the home-screen icons
 * rendered from the favicon, and one web app manifest per locale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BRAND_ASSET_DIR } from '../lib/site/assets'
import { loadSiteConfig, siteDir, siteName } from '../lib/site/load'
import { webManifestPath } from '../lib/offline/files'
import { webAppManifest } from '../lib/offline/web-manifest'
import { writeAppIcons } from './app-icons'
import { runScript } from './run-script'

runScript(async () => {
  const name = siteName()
  const site = loadSiteConfig(name)
  const target = path.join('public', BRAND_ASSET_DIR)
  fs.rmSync(target, { recursive: true, force: true })
  fs.mkdirSync(target, { recursive: true })
  for (const file of new Set([site.favicon, site.navbar.logo.src, site.navbar.logo.srcDark])) {
    fs.copyFileSync(path.join(siteDir(name), file), path.join(target, file))
  }
  const icons = await writeAppIcons(site, siteDir(name), target)
  for (const locale of site.locales) {
    fs.writeFileSync(path.join('public', webManifestPath(locale)), `${JSON.stringify(webAppManifest(site, locale), null, 2)}\n`)
  }
  console.log(`site "${name}": ${site.title}, ${site.locales.length} locales, base path "${site.basePath || '/'}", ${icons.length} app icons`)
})
