import type { ControllerData } from '../data/controller'
import type { Device } from '../data/devices'
import type { LocaleId } from '../i18n/locales'
import type { SiteConfig } from '../site/schema'

/**
 * What the MDX components of a page show besides its text: the controller's figures, the device
 * data, the brand's strings and the diagrams of public/. Built once per build
 * (lib/server/mdx-data.ts) and handed to the components by mdxComponents, so a component reads
 * no file itself.
 */
export interface MdxData {
  controller: ControllerData
  devices: Device[]
  /** The brand's names and links (site config `custom`). */
  custom: SiteConfig['custom']
  /** Brand tokens for texts of the data (`{controllerName}`). */
  tokens: Record<string, string>
  /** Whether a doc is published in a locale: a table links only to pages that exist. */
  hasPage: (locale: LocaleId, docPath: string) => boolean
  /** An SVG drawing of public/ that pages draw by reference (so it follows the colour mode), or undefined for another image. */
  svgDrawing: (src: string) => SvgDrawing | undefined
}

/**
 * A diagram of public/ drawn with `<use>`: one file for every page and locale (the browser keeps
 * it), its lines in currentColor and the theme's variables like inline SVG.
 */
export interface SvgDrawing {
  viewBox: string
  /** The drawing's element in the file: `<use href>` takes it. */
  href: string
}

/** The props mdxComponents gives the components that show data (components/mdx/index.tsx). */
export interface WithMdxData {
  data: MdxData
}
