/**
 * The build-time checks of SPEC.md over the content tree, the data files and the site config.
 * Prints every problem with its file and field or line, and exits 1 when there is any.
 * `npm run check` runs it; `npm run build` runs it first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadSiteConfig } from '../lib/site/load'
import { localeSlice, withEnvironment } from '../lib/site/locale-slice'
import { CONTROLLER_DATA_FILE, parseControllerData, readDataTranslationFiles, type ControllerData } from '../lib/data/controller'
import { parseDataTranslations } from '../lib/data/translations'
import { isLocaleId } from '../lib/i18n/locales'
import { parseDevicesData, readDevicesFiles } from '../lib/data/devices'
import { validateContent, type ContentFile, type ValidationContext } from '../lib/content/validate'
import { ContentError, formatProblem, type Problem } from '../lib/validation/problems'
import { terminologyWarnings } from '../lib/content/terminology'
import { contentDir } from '../lib/content-dir'
import { parsePageMetadata, readPageMetadataFiles } from '../lib/content/page-metadata'
import { parseGlossary, readGlossaryFile } from '../lib/data/glossary'
import { commissioningPlanProblems, parseCommissioningPlan, readCommissioningFile } from '../lib/commissioning/plan'
import { parseMdxBody, splitFrontmatter } from '../lib/mdx/parse'
import { collectHeadings } from '../lib/mdx/headings'
import { parseFaultFiles, readFaultFiles } from '../lib/data/faults'
import { runScript } from './run-script'

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join('/'))
}

/**
 * What the content checks compare against (controller data, devices, public files), with the
 * problems of the site config and the data files themselves.
 */
export function loadValidationContext(root = process.cwd()): { ctx?: ValidationContext; problems: Problem[] } {
  const problems: Problem[] = []
  const collect = <T>(load: () => T): T | undefined => {
    try {
      return load()
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems)
      else throw error
      return undefined
    }
  }
  const dir = contentDir()
  const read = (file: string) => fs.readFileSync(path.join(root, dir, file), 'utf8')
  // With the environment's Ask AI settings: they are published like the config.
  collect(() => withEnvironment(loadSiteConfig(undefined, root), process.env))
  const controller = collect(() => parseControllerData(read(CONTROLLER_DATA_FILE)))
  if (controller) {
    for (const [locale, file, text] of readDataTranslationFiles(root)) {
      if (!isLocaleId(locale)) problems.push({ file, message: `"${locale}" is not a locale id` })
      else problems.push(...parseDataTranslations(text, file, controller).problems)
    }
  }
  const devices = collect(() => parseDevicesData(readDevicesFiles(root))) ?? []
  const publicFiles = new Set(
    listFiles(path.join(root, 'public')).map((f) => `/${path.relative(path.join(root, 'public'), f).split(path.sep).join('/')}`),
  )
  return { ctx: controller ? { contentDir: dir, controller, devices, publicFiles } : undefined, problems }
}

/**
 * A build of some locales (LOCALES=nl,ar, as contentlayer reads them) checks the pages and page
 * metadata of those locales and English; the data files and the site config always.
 */
export function checkContent(root = process.cwd(), locales = localeSlice(process.env.LOCALES)): { problems: Problem[]; warnings: Problem[]; files: number } {
  const { ctx, problems } = loadValidationContext(root)
  const tree = path.resolve(root, contentDir())
  const built = (locale: string | undefined) => !locales || (locale !== undefined && locales.has(locale))
  const contentFiles: ContentFile[] = ['docs', 'pages']
    .flatMap((sub) => listFiles(path.join(tree, sub)).map((f) => path.relative(tree, f).split(path.sep).join('/')))
    // docs/<locale>/… and pages/<locale>/…
    .filter((file) => built(file.split('/')[1]))
    .map((file) => ({ path: file, text: fs.readFileSync(path.join(tree, file), 'utf8') }))
  if (ctx) problems.push(...validateContent(contentFiles, ctx))
  problems.push(...pageMetadataProblems(contentFiles, root, built))
  problems.push(...glossaryProblems(contentFiles, root))
  problems.push(...commissioningProblems(contentFiles, root))
  problems.push(...faultProblems(contentFiles, root))
  return { problems, warnings: terminologyProblems(contentFiles, root), files: contentFiles.length }
}

/** Translated pages that write a variant the glossary marks as avoided (warnings: the build goes on). */
function terminologyProblems(contentFiles: ContentFile[], root: string): Problem[] {
  const glossary = readGlossaryFile(root)
  if (!glossary) return []
  const { entries } = parseGlossary(glossary.text, glossary.file)
  return terminologyWarnings(contentFiles, entries, contentDir())
}

/** The glossary (lib/data/glossary.ts): every term in every language, one term per word and language, pages that exist. */
function glossaryProblems(contentFiles: ContentFile[], root: string): Problem[] {
  const glossary = readGlossaryFile(root)
  if (!glossary) return []
  const english = new Set(contentFiles.flatMap((f) => (f.path.startsWith('docs/en/') && f.path.endsWith('.mdx') ? [f.path.slice('docs/en/'.length, -'.mdx'.length)] : [])))
  return parseGlossary(glossary.text, glossary.file, english).problems
}

/** The checklist's plan (lib/commissioning/plan.ts): every stage names a published English page and a list of steps on it. */
function commissioningProblems(contentFiles: ContentFile[], root: string): Problem[] {
  const { file, text } = readCommissioningFile(root)
  if (text === undefined) return []
  const { plan, problems } = parseCommissioningPlan(text, file)
  if (!plan) return problems
  const english = new Map(contentFiles.flatMap((f) => (f.path.startsWith('docs/en/') && f.path.endsWith('.mdx') ? [[f.path.slice('docs/en/'.length, -'.mdx'.length), f.text] as const] : [])))
  return commissioningPlanProblems(plan, file, (doc) => {
    const source = english.get(doc)
    if (source === undefined) return undefined
    const { frontmatter, body } = splitFrontmatter(source)
    return (frontmatter as { draft?: boolean } | undefined)?.draft ? undefined : parseMdxBody(body)
  })
}

/** The fault codes (lib/data/faults.ts): known sources, pages and sections that exist, LED states of the controller data. */
function faultProblems(contentFiles: ContentFile[], root: string): Problem[] {
  const files = readFaultFiles(root)
  if (files.length === 0) return []
  const english = new Map(contentFiles.flatMap((f) => (f.path.startsWith('docs/en/') && f.path.endsWith('.mdx') ? [[f.path.slice('docs/en/'.length, -'.mdx'.length), f.text] as const] : [])))
  const published = (doc: string) => {
    const source = english.get(doc)
    return source !== undefined && !(splitFrontmatter(source).frontmatter as { draft?: boolean } | undefined)?.draft
  }
  // Many codes point into the same page: parse each page once.
  const anchorsByDoc = new Map<string, ReadonlySet<string>>()
  const anchors = (doc: string) => {
    let ids = anchorsByDoc.get(doc)
    if (!ids) {
      ids = new Set(collectHeadings(parseMdxBody(splitFrontmatter(english.get(doc) ?? '').body)).map((h) => h.heading.id))
      anchorsByDoc.set(doc, ids)
    }
    return ids
  }
  let controller: ControllerData | undefined
  try {
    controller = parseControllerData(fs.readFileSync(path.join(root, contentDir(), CONTROLLER_DATA_FILE), 'utf8'))
  } catch {
    // Reported by loadValidationContext.
  }
  const ledStates = new Set((controller?.leds ?? []).flatMap((led) => led.states.map((s) => `${led.id}/${s.colour}/${s.pattern}`)))
  let brands = new Set<string>()
  try {
    brands = new Set(parseDevicesData(readDevicesFiles(root)).map((d) => d.brand))
  } catch {
    // Reported by loadValidationContext.
  }
  return parseFaultFiles(files, { brands, isPublished: published, anchors, ledStates }).problems
}

/** The metadata-only translations (lib/content/page-metadata.ts) against the docs that exist. */
function pageMetadataProblems(contentFiles: ContentFile[], root: string, built: (locale: string) => boolean): Problem[] {
  const docsOf = (locale: string) =>
    new Set(contentFiles.flatMap((f) => (f.path.startsWith(`docs/${locale}/`) && f.path.endsWith('.mdx') ? [f.path.slice(`docs/${locale}/`.length, -'.mdx'.length)] : [])))
  const english = docsOf('en')
  return readPageMetadataFiles(root)
    .filter(({ locale }) => built(locale))
    .flatMap(({ locale, file, text }) => parsePageMetadata(locale, text, file, english, docsOf(locale)).problems)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const { problems, warnings, files } = checkContent()
    for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`)
    if (problems.length > 0) throw new ContentError(problems)
    console.log(`content check: ${files} files, no problems${warnings.length ? `, ${warnings.length} terminology warnings` : ''}`)
  })
}
