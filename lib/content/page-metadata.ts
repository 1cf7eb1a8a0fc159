import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { contentDir } from '../content-dir'
import { readContentYamlFiles } from './yaml-files'
import { DEFAULT_LOCALE, isLocaleId, type LocaleId } from '../i18n/locales'
import { unknownBrandTokens } from '../site/brand'
import { zodProblems, type Problem } from '../validation/problems'

/**
 * Metadata-only translations: for the pages whose body is not translated yet, a locale still
 * has their title, description and search keywords in its language
 * (`metadata/{locale}.yaml`, one entry per English doc path), so its readers find the English
 * page by their own words. Each entry records the hash of the English file it was made from,
 * like a translation (`npm run i18n:stamp -- --metadata <locale>`).
 */
export const PAGE_METADATA_DIR = 'metadata'

export const pageMetadataSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    keywords: z.array(z.string().min(1)).min(1).max(10),
    source_hash: z.string().regex(/^[0-9a-f]{12}$/, 'expected 12 hex characters from npm run i18n:stamp -- --metadata').optional(),
  })
  .strict()

export type PageMetadata = z.infer<typeof pageMetadataSchema>

export function pageMetadataFile(locale: string): string {
  return `${contentDir()}/${PAGE_METADATA_DIR}/${locale}.yaml`
}

/** The locales that have a metadata file, with its path and text. */
export function readPageMetadataFiles(root = process.cwd()): { locale: string; file: string; text: string }[] {
  return readContentYamlFiles(PAGE_METADATA_DIR, root).map(({ name, file, text }) => ({ locale: name, file, text }))
}

/**
 * Parses one locale's metadata file. `englishDocs` are the doc paths of the English tree,
 * `translatedDocs` those the locale has a translation file for: their metadata lives in the
 * translation's front matter, so an entry here would be a second, conflicting one.
 */
export function parsePageMetadata(
  locale: string,
  text: string,
  file: string,
  englishDocs: ReadonlySet<string>,
  translatedDocs: ReadonlySet<string>,
): { entries: Map<string, PageMetadata>; problems: Problem[] } {
  const problems: Problem[] = []
  const entries = new Map<string, PageMetadata>()
  if (!isLocaleId(locale) || locale === DEFAULT_LOCALE) {
    return { entries, problems: [{ file, message: `"${locale}" is not a locale that translates from English` }] }
  }
  let raw: unknown
  try {
    raw = parseYaml(text) ?? {}
  } catch (error) {
    return { entries, problems: [{ file, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }] }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { entries, problems: [{ file, message: 'expected a map from English doc paths to { title, description, keywords }' }] }
  }
  for (const [docPath, value] of Object.entries(raw)) {
    if (!englishDocs.has(docPath)) {
      problems.push({ file, field: docPath, message: 'no English doc has this path' })
      continue
    }
    if (translatedDocs.has(docPath)) {
      problems.push({ file, field: docPath, message: `the page is translated (docs/${locale}/${docPath}.mdx): its title, description and keywords belong in that file's front matter` })
      continue
    }
    const parsed = pageMetadataSchema.safeParse(value)
    if (!parsed.success) {
      problems.push(...zodProblems(file, { [docPath]: value }, prefixIssues(parsed.error, docPath)))
      continue
    }
    for (const field of ['title', 'description'] as const) {
      for (const token of unknownBrandTokens(parsed.data[field])) {
        problems.push({ file, field: `${docPath}.${field}`, message: `unknown brand token {${token}}` })
      }
    }
    entries.set(docPath, parsed.data)
  }
  return { entries, problems }
}

function prefixIssues(error: z.ZodError, docPath: string): z.ZodError {
  return new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [docPath, ...issue.path] })))
}

/** A locale's metadata entries, read from the content tree (empty when it has no file). */
export function loadPageMetadata(locale: LocaleId, englishDocs: ReadonlySet<string>, translatedDocs: ReadonlySet<string>, root = process.cwd()): Map<string, PageMetadata> {
  const found = readPageMetadataFiles(root).find((f) => f.locale === locale)
  if (!found) return new Map()
  return parsePageMetadata(locale, found.text, found.file, englishDocs, translatedDocs).entries
}
