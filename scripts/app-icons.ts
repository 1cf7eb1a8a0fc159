/**
 * Home-screen icons of the brand, rendered with sharp from its favicon (or its logo when the
 * favicon is an .ico): plain icons, maskable ones (the image inside the safe zone on the theme
 * colour, so a round or squircle mask never cuts it) and the iOS touch icon.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { APP_ICONS, APPLE_TOUCH_ICON } from '../lib/offline/files'
import type { SiteConfig } from '../lib/site/schema'

/** Share of a maskable icon the image may fill: the safe zone is a circle of 80 % diameter. */
const MASKABLE_CONTENT = 0.72

export function iconSource(site: SiteConfig, dir: string): string {
  const file = site.favicon.endsWith('.ico') ? site.navbar.logo.src : site.favicon
  return path.join(dir, file)
}

async function render(source: Buffer, size: number, padded: boolean, background: string): Promise<Buffer> {
  const inner = padded ? Math.round(size * MASKABLE_CONTENT) : size
  // density scales vector sources so they are rasterized sharp at the target size.
  const image = await sharp(source, { density: 72 * Math.max(1, inner / 32) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  if (!padded) return image
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: image, gravity: 'centre' }])
    .png()
    .toBuffer()
}

export async function writeAppIcons(site: SiteConfig, siteFolder: string, target: string): Promise<string[]> {
  const source = fs.readFileSync(iconSource(site, siteFolder))
  const written: string[] = []
  for (const icon of APP_ICONS) {
    fs.writeFileSync(path.join(target, icon.file), await render(source, icon.size, icon.purpose === 'maskable', site.theme.primary))
    written.push(icon.file)
  }
  fs.writeFileSync(path.join(target, APPLE_TOUCH_ICON.file), await render(source, APPLE_TOUCH_ICON.size, true, site.theme.primary))
  written.push(APPLE_TOUCH_ICON.file)
  return written
}
