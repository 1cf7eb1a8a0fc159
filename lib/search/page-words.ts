import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '../content-dir'
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { splitFrontmatter } from '../mdx/parse'
import { resolveBrandText } from '../site/brand'
import { loadPageMetadata } from '../content/page-metadata'

/**
 * What a page is searched by besides its text, in a locale: its description and keywords (what
 * readers type for it) in the locale's language, and for a page shown in English, its title in
 * that language. Docs carry them in their front matter; pages whose body is not translated yet
 * have them in the locale's metadata-only translation (lib/content/page-metadata.ts).
 */
export interface PageWords {
  /** The title in the locale's language, for a page whose body is English there. */
  localTitle?: string
  /** What readers type for the page. */
  keywords: string
  /** The page's one-sentence description. */
  description: string
}

interface FrontmatterWords {
  title?: string
  description?: string
  keywords?: string[]
}

function docFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/').slice(0, -'.mdx'.length))
}

function frontmatterWords(dir: string): Map<string, FrontmatterWords> {
  return new Map(
    docFiles(dir).map((docPath) => {
      const { frontmatter } = splitFrontmatter(fs.readFileSync(path.join(dir, `${docPath}.mdx`), 'utf8'))
      return [docPath, (frontmatter ?? {}) as FrontmatterWords]
    }),
  )
}

function wordsOf(words: FrontmatterWords | undefined, brand: (text: string) => string): Omit<PageWords, 'localTitle'> {
  return { keywords: brand((words?.keywords ?? []).join(' · ')), description: brand(words?.description ?? '') }
}

/** Per English doc path: the words a locale's index holds for it beyond the page's own text. */
export function pageWords(locale: LocaleId, brandTokens: Record<string, string>, root = process.cwd()): Map<string, PageWords> {
  const docs = path.resolve(root, contentDir(), 'docs')
  const english = frontmatterWords(path.join(docs, DEFAULT_LOCALE))
  const brand = (text: string) => resolveBrandText(text, brandTokens)
  const result = new Map<string, PageWords>()
  if (locale === DEFAULT_LOCALE) {
    for (const [docPath, words] of english) result.set(docPath, wordsOf(words, brand))
    return result
  }
  const translated = frontmatterWords(path.join(docs, locale))
  const metadata = loadPageMetadata(locale, new Set(english.keys()), new Set(translated.keys()), root)
  for (const docPath of english.keys()) {
    const translation = translated.get(docPath)
    const entry = metadata.get(docPath)
    const local = wordsOf(translation ?? entry, brand)
    // A page shown in English keeps its English keywords too: they are what a reader types in
    // English (many mix English words in), and its English text may not say them.
    const keywords = translation ? local.keywords : [local.keywords, wordsOf(english.get(docPath), brand).keywords].filter(Boolean).join(' · ')
    result.set(docPath, { localTitle: !translation && entry ? brand(entry.title) : undefined, ...local, keywords })
  }
  return result
}
