import { z } from 'zod'
import { SITE_FLAGS, type SiteFlag } from '../site/schema'

const isoDate = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written as YYYY-MM-DD'))

/** Front matter of a doc (CONTENT-PLAN.md). Unknown fields are errors, so typos surface. */
export const docFrontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    sidebar_position: z.number().optional(),
    sidebar_label: z.string().min(1).optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    tags: z.array(z.string().min(1)).optional(),
    /** What readers type to find the page and its title does not say (symptoms, everyday words, questions); search only. */
    keywords: z.array(z.string().min(1)).min(1).max(10).optional(),
    last_reviewed: isoDate.optional(),
    /** Legal texts: the date the text takes effect, shown under the title. */
    effective_date: isoDate.optional(),
    /** Include the page only when this site-config flag is on. */
    site_flag: z.enum(SITE_FLAGS as [SiteFlag, ...SiteFlag[]]).optional(),
    /** Translations: hash of the English file they were made from. */
    source_hash: z.string().regex(/^[0-9a-f]{12}$/, 'expected 12 hex characters from npm run i18n:stamp').optional(),
  })
  .strict()

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>

/** Front matter of a standalone page (content/pages/, such as `/markdown-page/`). */
export const pageFrontmatterSchema = z.object({ title: z.string().min(1), description: z.string().min(1) }).strict()

/** `_category_.yml` in a docs folder. English carries the structure; translations only text. */
export const categorySchema = z
  .object({
    label: z.string().min(1),
    description: z.string().min(1),
    position: z.number().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug such as accessories')
      .optional(),
    collapsed: z.boolean().optional(),
    /** The category label links to this doc (English doc path) instead of the generated index. */
    link: z.string().min(1).optional(),
    site_flag: z.enum(SITE_FLAGS as [SiteFlag, ...SiteFlag[]]).optional(),
  })
  .strict()

export type CategoryMeta = z.infer<typeof categorySchema>
export const CATEGORY_FILE = '_category_.yml'
/** Fields only the English category file may set. */
export const CATEGORY_STRUCTURE_FIELDS = ['position', 'slug', 'collapsed', 'link', 'site_flag'] as const
