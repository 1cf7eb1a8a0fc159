import { DEFAULT_LOCALE, isLocaleId } from '../i18n/locales'
import type { GlossaryEntry } from '../data/glossary'
import type { Problem } from '../validation/problems'
import { parse as parseYaml } from 'yaml'
import { splitFrontmatter } from '../mdx/parse'

/** Scripts without spaces between words: a variant is found anywhere in the text. */
const UNSPACED = /[\p{Script=Han}]/u

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A variant as the text may write it: at the start of a word, in any case, with an inflected
 * or compound ending ("Heimspeicher" finds "Heimspeichers", "Heimspeicher-Anlage").
 */
function variantPattern(word: string): RegExp {
  const body = escape(word).replace(/\s+/g, '\\s+')
  return UNSPACED.test(word) ? new RegExp(body, 'gu') : new RegExp(`(?<![\\p{L}\\p{N}])${body}`, 'giu')
}

/**
 * The words a reader reads: title, description and body of a page, label and description of a
 * sidebar category; keywords are what readers type, so they may hold variants.
 */
function readerText(file: { path: string; text: string }): string {
  if (file.path.endsWith('.yml')) {
    const category = (parseYaml(file.text) ?? {}) as { label?: unknown; description?: unknown }
    return [category.label, category.description].filter((v) => typeof v === 'string').join('\n')
  }
  const { frontmatter, body } = splitFrontmatter(file.text)
  const fm = (frontmatter ?? {}) as { title?: unknown; description?: unknown; sidebar_label?: unknown }
  const prose = body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ').replace(/\]\([^)]*\)/g, ']')
  return [fm.title, fm.description, fm.sidebar_label, prose].filter((v) => typeof v === 'string').join('\n')
}

/**
 * Warnings, not errors: a translated page that writes a variant the glossary marks as avoided
 * in its language, with the glossary's term to use instead. `files` are paths inside the
 * content tree (`docs/de/x.mdx`).
 */
export function terminologyWarnings(files: { path: string; text: string }[], glossary: GlossaryEntry[], contentDir = 'content'): Problem[] {
  const warnings: Problem[] = []
  for (const file of files) {
    const [, locale] = /^docs\/([^/]+)\//.exec(file.path) ?? []
    if (!locale || locale === DEFAULT_LOCALE || !isLocaleId(locale) || !/(\.mdx|\/_category_\.yml)$/.test(file.path)) continue
    const text = readerText(file)
    for (const entry of glossary) {
      const words = entry[locale]
      for (const variant of words.avoid) {
        const count = text.match(variantPattern(variant))?.length ?? 0
        if (count > 0) {
          warnings.push({
            file: `${contentDir}/${file.path}`,
            message: `writes "${variant}" ${count}× where the glossary's ${locale} term is "${words.term}" (${entry.id})`,
          })
        }
      }
    }
  }
  return warnings
}
