import type { DocsSource } from '../content/source'
import type { SidebarItem } from '../content/types'
import { absoluteUrl, localizedPath } from '../i18n/paths'
import { localeInfo, type LocaleId } from '../i18n/locales'

/** Where a locale's llms.txt is: `/llms.txt` for English, `/nl/llms.txt` … */
export const LLMS_TXT_FILE = 'llms.txt'

export function llmsTxtPath(locale: LocaleId): string {
  return `${localizedPath(locale, '')}${LLMS_TXT_FILE}`
}

interface Entry {
  title: string
  url: string
  description: string
}

/** Published, listed docs of a sidebar branch in reading order (no drafts, no unlisted pages). */
function entries(source: DocsSource, locale: LocaleId, items: SidebarItem[], absolute: (path: string) => string): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.type === 'category') return entries(source, locale, item.items, absolute)
    if (item.unlisted || item.draft) return []
    const page = source.page(locale, item.docPath)
    if (!page) return []
    return [{ title: page.title, url: absolute(page.markdownUrl), description: page.description }]
  })
}

const line = (e: Entry) => `- [${e.title.replace(/[[\]]/g, '\\$&')}](${e.url})${e.description ? `: ${e.description}` : ''}`

/**
 * llms.txt of one locale (llmstxt.org): the site's title and summary, then one section per
 * top-level sidebar category with links to the Markdown copies of its pages.
 */
export function llmsTxt(source: DocsSource, locale: LocaleId, texts: { docsSection: string; languages: string }): string {
  const { site } = source
  const absolute = (path: string) => absoluteUrl(site.url, site.basePath, path)
  const tree = source.sidebar(locale)
  const topLevel = tree.filter((item) => item.type === 'link')
  const sections: [string, Entry[]][] = [
    [texts.docsSection, entries(source, locale, topLevel, absolute)],
    ...tree.flatMap((item): [string, Entry[]][] => (item.type === 'category' ? [[item.label, entries(source, locale, item.items, absolute)]] : [])),
  ]
  const others = site.locales.filter((l) => l !== locale).map((l) => `[${localeInfo(l).label}](${absolute(llmsTxtPath(l))})`)
  return [
    `# ${site.title}`,
    `> ${site.tagline}`,
    ...(others.length > 0 ? [`${texts.languages}: ${others.join(', ')}`] : []),
    ...sections.filter(([, list]) => list.length > 0).map(([title, list]) => `## ${title}\n\n${list.map(line).join('\n')}`),
  ].join('\n\n') + '\n'
}
