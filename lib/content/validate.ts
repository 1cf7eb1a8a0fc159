import { visit } from 'unist-util-visit'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import type { Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { DEFAULT_LOCALE, isLocaleId } from '../i18n/locales'
import { ADMONITION_TYPES, MDX_COMPONENT_NAMES, type MdxComponentName } from '../mdx/component-names'
import { parseMdxBody, splitFrontmatter } from '../mdx/parse'
import { unknownBrandTokens } from '../site/brand'
import type { ControllerData } from '../data/controller'
import type { Device } from '../data/devices'
import { componentPropProblems, zodProblems, type Problem } from '../validation/problems'
import { componentPropSchemas, type ComponentProps } from './component-props'
import { CATEGORY_FILE, CATEGORY_STRUCTURE_FIELDS, categorySchema, docFrontmatterSchema, pageFrontmatterSchema } from './frontmatter'
import { defaultCategorySlug } from './source'
import { HOME_DOC_PATH } from './urls'
import { firmwareClaimProblems } from './firmware-claims'

/** A file of the content tree, path relative to the tree (`docs/en/x.mdx`). */
export interface ContentFile {
  path: string
  text: string
}

export interface ValidationContext {
  /** The content tree's folder, for messages (`content`). */
  contentDir: string
  controller: ControllerData
  devices: Device[]
  /** Files in public/, as site paths (`/img/diagrams/p1.svg`). */
  publicFiles: Set<string>
}


interface ParsedDoc {
  file: string
  locale: string
  docPath: string
  frontmatter?: z.infer<typeof docFrontmatterSchema>
}

interface ParsedCategory {
  file: string
  locale: string
  folder: string
  data?: z.infer<typeof categorySchema>
  raw: Record<string, unknown>
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

function attribute(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

/** A component's string attributes, and for <Tabs> the values of its tabs. */
function componentProps(node: JsxElement): ComponentProps {
  const props: ComponentProps = {}
  for (const attr of node.attributes) if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') props[attr.name] = attr.value
  if (node.name === 'Tabs') {
    props.tabValues = node.children
      .filter((child): child is JsxElement => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Tab')
      .map((tab) => attribute(tab, 'value'))
  }
  return props
}

/** Checks of the components a page uses: they exist, and their props pass their schema (lib/content/component-props.ts). */
function componentProblems(file: string, tree: Root, lineOffset: number, ctx: ValidationContext): Problem[] {
  const problems: Problem[] = []
  const at = (node: { position?: { start: { line: number } } }) => `line ${(node.position?.start.line ?? 0) + lineOffset}: `
  const allowed = new Set<string>(MDX_COMPONENT_NAMES)
  const schemas = componentPropSchemas(ctx)
  visit(tree, (node) => {
    if (node.type === 'containerDirective' && !(ADMONITION_TYPES as readonly string[]).includes(node.name)) {
      problems.push({
        file,
        message: `${at(node)}unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.join(', ')}`,
      })
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
    const name = node.name
    if (!name || !/^[A-Z]/.test(name)) return
    if (!allowed.has(name)) {
      problems.push({
        file,
        message: `${at(node)}unknown MDX component <${name}>; available components are listed in lib/mdx/component-names.ts`,
      })
      return
    }
    const schema = schemas[name as MdxComponentName]
    if (!schema) return
    const props = componentProps(node)
    const result = schema.safeParse(props)
    if (!result.success) problems.push(...componentPropProblems(file, at(node), name, props, result.error))
  })
  return problems
}

function mdxProblems(
  file: string,
  text: string,
  schema: z.ZodType,
  ctx: ValidationContext,
): { problems: Problem[]; frontmatter?: Record<string, unknown> } {
  let split
  try {
    split = splitFrontmatter(text)
  } catch (error) {
    return { problems: [{ file, field: 'front matter', message: `is not valid YAML: ${(error as Error).message}` }] }
  }
  if (split.frontmatter === undefined) {
    return { problems: [{ file, message: 'has no front matter; start the file with --- title: ... description: ... ---' }] }
  }
  const problems: Problem[] = []
  const result = schema.safeParse(split.frontmatter)
  if (!result.success) problems.push(...zodProblems(file, split.frontmatter, result.error))
  const frontmatter = result.success ? (result.data as Record<string, unknown>) : undefined
  for (const field of ['title', 'description', 'sidebar_label']) {
    const fieldValue = (split.frontmatter as Record<string, unknown>)[field]
    if (typeof fieldValue !== 'string') continue
    for (const token of unknownBrandTokens(fieldValue)) {
      problems.push({ file, field, message: `unknown brand token {${token}}; see lib/site/brand.ts` })
    }
  }
  try {
    const tree = parseMdxBody(split.body)
    problems.push(...componentProblems(file, tree, split.bodyLineOffset, ctx))
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string }
    const reason = e.reason ?? e.message
    // micromark puts the position in the text, "(3:1-3:8)", rather than in `line`.
    const bodyLine = e.line ?? Number(/\((\d+):\d+/.exec(reason)?.[1] ?? NaN)
    const line = Number.isFinite(bodyLine) ? `line ${bodyLine + split.bodyLineOffset}: ` : ''
    problems.push({ file, message: `${line}MDX syntax error: ${reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '')}` })
  }
  return { problems, frontmatter }
}

interface ParsedFile {
  problems: Problem[]
  doc?: ParsedDoc
  category?: ParsedCategory
}

/** The checks of one file on its own: front matter, YAML, components and data references. */
function parseContentFile(file: ContentFile, ctx: ValidationContext): ParsedFile {
  const dir = ctx.contentDir
  const path = `${dir}/${file.path}`
  const text = file.text
  const docMatch = /^docs\/([^/]+)\/(.+)$/.exec(file.path)
  const pageMatch = /^pages\/([^/]+)\/(.+)\.mdx$/.exec(file.path)
  const locale = docMatch?.[1] ?? pageMatch?.[1]
  if (locale !== undefined && !isLocaleId(locale)) {
    return { problems: [{ file: path, message: `"${locale}" is not a locale id; content lives in ${dir}/{docs,pages}/<locale>/` }] }
  }
  if (pageMatch) return { problems: mdxProblems(path, text, pageFrontmatterSchema, ctx).problems }
  if (docMatch && docMatch[2]!.endsWith('.mdx')) {
    const { problems, frontmatter } = mdxProblems(path, text, docFrontmatterSchema, ctx)
    const doc = { file: path, locale: locale!, docPath: docMatch[2]!.replace(/\.mdx$/, ''), frontmatter: frontmatter as ParsedDoc['frontmatter'] }
    return { problems, doc }
  }
  if (docMatch && docMatch[2]!.endsWith(CATEGORY_FILE)) {
    const folder = docMatch[2]!.slice(0, -CATEGORY_FILE.length - 1)
    let raw: Record<string, unknown> = {}
    try {
      raw = (parseYaml(text) ?? {}) as Record<string, unknown>
    } catch (error) {
      return { problems: [{ file: path, message: `is not valid YAML: ${(error as Error).message}` }] }
    }
    const problems: Problem[] = []
    const result = categorySchema.safeParse(raw)
    if (!result.success) problems.push(...zodProblems(path, raw, result.error))
    for (const field of ['label', 'description']) {
      if (typeof raw[field] !== 'string') continue
      for (const token of unknownBrandTokens(raw[field] as string)) {
        problems.push({ file: path, field, message: `unknown brand token {${token}}; see lib/site/brand.ts` })
      }
    }
    return { problems, category: { file: path, locale: locale!, folder, data: result.success ? result.data : undefined, raw } }
  }
  return { problems: [{ file: path, message: 'is not content: docs are .mdx files and folders carry _category_.yml' }] }
}

/**
 * The checks of one changed file, without the checks across files (sidebar places, English
 * sources): what `npm run dev` reports while an editor saves.
 */
export function validateContentFile(file: ContentFile, ctx: ValidationContext): Problem[] {
  return parseContentFile(file, ctx).problems
}

/**
 * The build-time content checks of SPEC.md. Every problem names the file (and the field or
 * line); broken links are not checked here: they go to the link report.
 */
export function validateContent(files: ContentFile[], ctx: ValidationContext): Problem[] {
  const problems: Problem[] = []
  const docs: ParsedDoc[] = []
  const categories: ParsedCategory[] = []
  const dir = ctx.contentDir

  for (const file of files) {
    const parsed = parseContentFile(file, ctx)
    problems.push(...parsed.problems)
    if (parsed.doc?.locale === DEFAULT_LOCALE) {
      problems.push(...firmwareClaimProblems(parsed.doc.file, parsed.doc.docPath, file.text, ctx.devices))
      const own = ctx.devices.filter((d) => d.doc === parsed.doc!.docPath)
      if (own.length > 0 && !/<ConnectionDrawing\b/.test(file.text)) {
        problems.push({ file: parsed.doc.file, message: `is a device page without its connection drawing: add <ConnectionDrawing id="${own[0]!.id}" />` })
      }
    }
    if (parsed.doc) docs.push(parsed.doc)
    if (parsed.category) categories.push(parsed.category)
  }

  const englishDocs = new Map(docs.filter((d) => d.locale === DEFAULT_LOCALE).map((d) => [d.docPath, d]))
  const englishCategories = new Map(
    categories.filter((c) => c.locale === DEFAULT_LOCALE).map((c) => [c.folder, c]),
  )

  // Every English folder that holds docs needs its category metadata, or its docs have no place.
  const foldersWithDocs = new Set<string>()
  for (const doc of englishDocs.values()) {
    const parts = doc.docPath.split('/').slice(0, -1)
    parts.forEach((_, i) => foldersWithDocs.add(parts.slice(0, i + 1).join('/')))
  }
  for (const folder of foldersWithDocs) {
    if (!englishCategories.has(folder)) {
      problems.push({
        file: `${dir}/docs/${DEFAULT_LOCALE}/${folder}/${CATEGORY_FILE}`,
        message: 'is missing: every docs folder needs one (label, description, position, slug), or its docs have no place in the sidebar',
      })
    }
  }

  for (const doc of docs) {
    if (doc.locale === DEFAULT_LOCALE) {
      if (doc.frontmatter?.source_hash) {
        problems.push({ file: doc.file, field: 'source_hash', message: 'only translations record the hash of their English source' })
      }
      continue
    }
    if (!englishDocs.has(doc.docPath)) {
      problems.push({
        file: doc.file,
        message: `has no English source ${dir}/docs/${DEFAULT_LOCALE}/${doc.docPath}.mdx, so it has no place in the sidebar`,
      })
    } else if (doc.frontmatter && !doc.frontmatter.source_hash) {
      problems.push({
        file: doc.file,
        field: 'source_hash',
        message: `expected the hash of the English file it was translated from; run npm run i18n:stamp ${doc.file}`,
      })
    }
  }

  const slugOwners = new Map<string, string>()
  for (const category of categories) {
    if (category.locale !== DEFAULT_LOCALE) {
      if (!englishCategories.has(category.folder)) {
        problems.push({ file: category.file, message: `has no English category ${dir}/docs/${DEFAULT_LOCALE}/${category.folder}/${CATEGORY_FILE}` })
      }
      for (const field of CATEGORY_STRUCTURE_FIELDS) {
        if (field in category.raw) {
          problems.push({ file: category.file, field, message: 'is set only in the English category file; translations set label and description' })
        }
      }
      continue
    }
    if (!foldersWithDocs.has(category.folder)) {
      problems.push({ file: category.file, message: 'describes a folder without docs' })
    }
    const slug = category.data?.slug ?? defaultCategorySlug(category.folder)
    const owner = slugOwners.get(slug)
    if (owner) {
      problems.push({ file: category.file, field: 'slug', message: `expected a unique slug, but "${slug}" is also used by ${owner}` })
    } else slugOwners.set(slug, category.file)
    const link = category.data?.link
    if (link && !englishDocs.has(link)) {
      problems.push({ file: category.file, field: 'link', message: `sidebar entry names a missing doc "${link}" (expected an English doc path)` })
    }
  }

  if (!englishDocs.has(HOME_DOC_PATH)) {
    problems.push({ file: `${dir}/docs/${DEFAULT_LOCALE}/${HOME_DOC_PATH}.mdx`, message: 'is missing: it is the docs home' })
  }
  for (const device of ctx.devices) {
    if (!englishDocs.has(device.doc)) {
      problems.push({
        file: `${dir}/data/devices/`,
        field: `${device.id}.doc`,
        message: `names a missing doc "${device.doc}"`,
      })
    }
  }
  return problems
}
