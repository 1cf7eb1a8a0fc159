import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import { contentDir } from '../content-dir'
import { LOCALE_IDS, type LocaleId } from '../i18n/locales'
import { phraseKey } from '../search/glossary-phrases'
import { ContentError, zodProblems, type Problem } from '../validation/problems'

/**
 * The domain's terms in every language, with the words readers use for them (`data/glossary.yaml`).
 * Search expands a query with it (a Dutch "oplaadpunt" finds the English charger pages), Ask
 * uses the same expansion, and `/glossary/` lists it in every locale.
 */
export const GLOSSARY_FILE = 'data/glossary.yaml'

export const GLOSSARY_GROUPS = ['devices', 'hardware', 'signals', 'tariffs', 'control', 'portal', 'network', 'electrical'] as const
export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number]

const wordsSchema = z
  .object({
    /** The word the docs of this language use for the concept. */
    term: z.string().min(1),
    /** Other words readers type: everyday, regional, abbreviations, loanwords. */
    synonyms: z.array(z.string().min(1)).max(8).default([]),
    /**
     * Synonyms the docs of this language do not write (one word per concept): npm run check warns
     * when a translated page uses one. Readers still find the term by them, so each is a synonym too.
     */
    avoid: z.array(z.string().min(1)).max(8).default([]),
  })
  .strict()

export type GlossaryWords = z.infer<typeof wordsSchema>

const entrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase id such as ev-charger'),
    group: z.enum(GLOSSARY_GROUPS),
    /** The English doc path that explains the concept best. */
    page: z.string().min(1),
    ...Object.fromEntries(LOCALE_IDS.map((locale) => [locale, wordsSchema])),
  })
  .strict()

export type GlossaryEntry = { id: string; group: GlossaryGroup; page: string } & Record<LocaleId, GlossaryWords>

/**
 * Parses the glossary; problems name the file and the field: an entry without a language, a
 * word claimed by two entries in one language (search could not tell which concept it means),
 * a page that does not exist.
 */
export function parseGlossary(text: string, file: string, docPaths?: ReadonlySet<string>): { entries: GlossaryEntry[]; problems: Problem[] } {
  const problems: Problem[] = []
  let raw: unknown
  try {
    raw = parseYaml(text) ?? []
  } catch (error) {
    return { entries: [], problems: [{ file, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }] }
  }
  if (!Array.isArray(raw)) return { entries: [], problems: [{ file, message: 'expected a list of terms' }] }
  const entries: GlossaryEntry[] = []
  const ids = new Set<string>()
  const owners = new Map<string, string>()
  raw.forEach((item, i) => {
    const parsed = entrySchema.safeParse(item)
    const name = typeof (item as { id?: unknown })?.id === 'string' ? (item as { id: string }).id : String(i)
    if (!parsed.success) {
      problems.push(...zodProblems(file, { [name]: item }, new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })))))
      return
    }
    const entry = parsed.data as unknown as GlossaryEntry
    if (ids.has(entry.id)) problems.push({ file, field: `${entry.id}.id`, message: 'another term has this id' })
    ids.add(entry.id)
    if (docPaths && !docPaths.has(entry.page)) problems.push({ file, field: `${entry.id}.page`, message: `no English doc has the path "${entry.page}"` })
    for (const locale of LOCALE_IDS) {
      const words = entry[locale]
      const synonymKeys = new Set(words.synonyms.map(phraseKey))
      for (const word of words.avoid) {
        if (!synonymKeys.has(phraseKey(word))) {
          problems.push({ file, field: `${entry.id}.${locale}.avoid`, message: `"${word}" is not among the synonyms: readers who type it must still find the term` })
        }
      }
      for (const word of [words.term, ...words.synonyms]) {
        const key = phraseKey(word)
        if (!key) {
          problems.push({ file, field: `${entry.id}.${locale}`, message: `"${word}" has no searchable letters` })
          continue
        }
        // The same word in two spellings search folds together ("عدّاد", "عداد") is fine within one term.
        const owner = owners.get(`${locale}:${key}`)
        if (owner && owner !== entry.id) problems.push({ file, field: `${entry.id}.${locale}`, message: `"${word}" is also a word of "${owner}"; a word may name one term per language` })
        else owners.set(`${locale}:${key}`, entry.id)
      }
    }
    entries.push(entry)
  })
  return { entries, problems }
}

export function readGlossaryFile(root = process.cwd()): { file: string; text: string } | undefined {
  const file = path.resolve(root, contentDir(), GLOSSARY_FILE)
  return fs.existsSync(file) ? { file: `${contentDir()}/${GLOSSARY_FILE}`, text: fs.readFileSync(file, 'utf8') } : undefined
}

/** The glossary of the content tree (empty when it has none); throws a ContentError on a problem. */
export function loadGlossary(root = process.cwd()): GlossaryEntry[] {
  const found = readGlossaryFile(root)
  if (!found) return []
  const { entries, problems } = parseGlossary(found.text, found.file)
  if (problems.length > 0) throw new ContentError(problems)
  return entries
}
