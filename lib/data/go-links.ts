import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { contentDir } from '../content-dir'
import type { Device } from './devices'
import { QR_SHEET_CODE } from '../go/go-page'
import { ContentError, zodProblems, type Problem } from '../validation/problems'

/**
 * Label links (`content/data/go-links.yaml`): `/go/<code>/` for what is printed on a device or
 * a sticker, opening its doc in the reader's language (scripts/build-go-links.ts). The file
 * lists the controller, its accessories and the key tasks; every supported device has one
 * under its id in data/devices/.
 */
export const GO_LINKS_FILE = 'data/go-links.yaml'

const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const goLinksSchema = z
  .object({
    links: z.array(
      z
        .object({
          code: z.string().regex(CODE, 'expected lowercase letters and digits, words joined by hyphens'),
          doc: z.string().min(1),
          label: z.string().min(1),
        })
        .strict(),
    ),
  })
  .strict()

export interface GoLink {
  code: string
  /** The doc it opens (a doc path, as in data/devices/). */
  doc: string
  /** What the label sheet prints under the code; may hold brand tokens ({controllerName}). */
  label: string
}

/**
 * Every label link: the file's, then one per device. Checked: codes unique (a device id that a
 * listed code already takes is refused too) and every doc one the build publishes.
 */
export function goLinks(text: string | undefined, file: string, devices: Device[], isPublished: (doc: string) => boolean): GoLink[] {
  // A content tree without the file (a test fixture) has the devices' links only.
  const raw: unknown = text === undefined ? { links: [] } : parseYaml(text)
  const result = goLinksSchema.safeParse(raw)
  if (!result.success) throw new ContentError(zodProblems(file, raw, result.error))
  const links: GoLink[] = [
    ...result.data.links,
    ...devices.map((device) => ({ code: device.id, doc: device.doc, label: `${device.brand} ${device.model}` })),
  ]
  const problems: Problem[] = []
  const seen = new Set<string>()
  links.forEach((link, i) => {
    const field = i < result.data.links.length ? `links.${i}` : `devices (${link.code})`
    if (seen.has(link.code)) problems.push({ file, field: `${field}.code`, message: `"${link.code}" is used twice; a printed code must name one page` })
    seen.add(link.code)
    if (link.code === QR_SHEET_CODE) problems.push({ file, field: `${field}.code`, message: `"${QR_SHEET_CODE}" is the label sheet's own address (/go/${QR_SHEET_CODE}/)` })
    if (!CODE.test(link.code)) problems.push({ file, field: `${field}.code`, message: `"${link.code}" cannot be a label link code (lowercase words joined by hyphens)` })
    if (!isPublished(link.doc)) problems.push({ file, field: `${field}.doc`, message: `"${link.doc}" is not a doc this build publishes, so /go/${link.code}/ would lead nowhere` })
  })
  if (problems.length > 0) throw new ContentError(problems)
  return links
}

/** The file's path, and its text when the content tree has one. */
export function readGoLinksFile(root = process.cwd()): { file: string; text?: string } {
  const file = path.join(contentDir(), GO_LINKS_FILE)
  const full = path.join(root, file)
  return { file, text: fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined }
}
