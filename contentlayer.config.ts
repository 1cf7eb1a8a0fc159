import fs from 'node:fs'
import path from 'node:path'
import { defineDocumentType, makeSource } from 'contentlayer2/source-files'
import rehypePrettyCode from 'rehype-pretty-code'
import { MDX_SYNTAX_PLUGINS, parseMdxBody } from './lib/mdx/parse'
import { collectHeadings, remarkHeadingIds, type DocHeading } from './lib/mdx/headings'
import { remarkAdmonitions } from './lib/mdx/directives'
import { sourceHash } from './lib/mdx/hash'
import { prettyCodeOptions } from './lib/mdx/pretty-code'
import { contentDir } from './lib/content-dir'
import { localeSlice } from './lib/site/locale-slice'
import { categorySchema, docFrontmatterSchema, pageFrontmatterSchema } from './lib/content/frontmatter'
import { contentlayerFields } from './lib/content/contentlayer-fields'

// The fields come from the zod schemas that `npm run check` validates with readable messages
// (lib/content/frontmatter.ts), run before this step.
const frontmatterFields = contentlayerFields(docFrontmatterSchema)

const CONTENT_DIR = contentDir()

/**
 * The headings each page's MDX compile found, by source file. The `headings` fields read them
 * here instead of parsing every page a second time (that parse was a sixth of a cold build).
 * contentlayer resolves computed fields after the body, in the same process.
 */
const compiledHeadings = new Map<string, DocHeading[]>()

function keepCompiledHeadings(headings: DocHeading[], file: { data: { rawDocumentData?: { sourceFilePath?: string } } }) {
  const sourceFilePath = file.data.rawDocumentData?.sourceFilePath
  if (sourceFilePath) compiledHeadings.set(sourceFilePath, headings)
}

/** An empty body is never compiled, so it falls back to parsing (and finds no headings). */
function headingsOf(doc: { _raw: { sourceFilePath: string }; body: { raw: string } }): DocHeading[] {
  return compiledHeadings.get(doc._raw.sourceFilePath) ?? collectHeadings(parseMdxBody(doc.body.raw)).map((h) => h.heading)
}

/**
 * A build or dev server of some locales (LOCALES=nl) reads only their docs: a slice builds
 * faster, and contentlayer's dev watcher, which rewrites its whole index on every save, keeps
 * the save-to-visible loop short.
 */
function contentFolders(): string[] {
  // Exactly these locales: one of the two processes of a build (scripts/contentlayer-in-parts.ts).
  const part = process.env.CONTENTLAYER_LOCALES?.split(',')
  const locales = part ?? localeSlice(process.env.LOCALES)
  if (!locales) return ['docs', 'pages']
  return [...locales].flatMap((locale) => [`docs/${locale}`, `pages/${locale}`])
}

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: frontmatterFields,
  computedFields: {
    locale: { type: 'string', resolve: (doc) => doc._raw.flattenedPath.split('/')[1] },
    docPath: { type: 'string', resolve: (doc) => doc._raw.flattenedPath.split('/').slice(2).join('/') },
    headings: { type: 'json', resolve: headingsOf },
    contentHash: {
      type: 'string',
      resolve: (doc) => sourceHash(fs.readFileSync(path.join(CONTENT_DIR, doc._raw.sourceFilePath), 'utf8')),
    },
  },
}))

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'docs/**/_category_.yml',
  contentType: 'data',
  fields: contentlayerFields(categorySchema),
  computedFields: {
    locale: { type: 'string', resolve: (cat) => cat._raw.sourceFileDir.split('/')[1] },
    folder: { type: 'string', resolve: (cat) => cat._raw.sourceFileDir.split('/').slice(2).join('/') },
  },
}))

/** Standalone MDX pages outside the docs tree (`/markdown-page/`). */
export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/**/*.mdx',
  contentType: 'mdx',
  fields: contentlayerFields(pageFrontmatterSchema),
  computedFields: {
    locale: { type: 'string', resolve: (page) => page._raw.flattenedPath.split('/')[1] },
    pagePath: { type: 'string', resolve: (page) => page._raw.flattenedPath.split('/').slice(2).join('/') },
    headings: { type: 'json', resolve: headingsOf },
  },
}))

export default makeSource({
  contentDirPath: CONTENT_DIR,
  contentDirInclude: contentFolders(),
  documentTypes: [Doc, Category, Page],
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [...MDX_SYNTAX_PLUGINS, remarkAdmonitions, [remarkHeadingIds, { onHeadings: keepCompiledHeadings }]],
    rehypePlugins: [[rehypePrettyCode, prettyCodeOptions]],
  },
})
