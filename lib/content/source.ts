import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { resolveBrandText } from '../site/brand'
import type { SiteConfig, SiteFlag } from '../site/schema'
import { compareOrdered } from './sidebar'
import type { DocPage, SidebarItem, SourceCategory, SourceDoc, TranslationStatus } from './types'
import { categoryUrl, docUrl, markdownUrl } from './urls'
import { localizedPath } from '../i18n/paths'

export interface SourceOptions {
  docs: SourceDoc[]
  categories: SourceCategory[]
  site: SiteConfig
  brandTokens: Record<string, string>
  /** Drafts are built in development and preview builds only. */
  includeDrafts: boolean
  /** Pages that are not docs but belong in a sidebar category (the fault code lookup under Troubleshooting). */
  extraLinks?: ExtraSidebarLink[]
}

/** A sidebar entry for a route that is not a doc, placed among a folder's docs by its position. */
export interface ExtraSidebarLink {
  folder: string
  /** Route path inside a locale, e.g. `troubleshooting/codes`. */
  route: string
  position: number
  label: (locale: LocaleId) => string
  description: (locale: LocaleId) => string
}

function parentFolders(docPath: string): string[] {
  const parts = docPath.split('/').slice(0, -1)
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'))
}

export function defaultCategorySlug(folder: string): string {
  const last = folder.split('/').pop() ?? folder
  return last.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/**
 * The one object that knows every page: which docs exist for this site, which doc each
 * locale shows, their URLs, and the sidebar per locale. Routes and components only ask it.
 */
export function createDocsSource(options: SourceOptions) {
  const { site, brandTokens, includeDrafts } = options
  const flagOn = (flag: SiteFlag | undefined) => flag === undefined || site.custom[flag]
  const brand = (text: string) => resolveBrandText(text, brandTokens)

  const englishCategories = new Map(
    options.categories.filter((c) => c.locale === DEFAULT_LOCALE).map((c) => [c.folder, c]),
  )
  const categoryText = new Map(options.categories.map((c) => [`${c.locale}:${c.folder}`, c]))
  const folderIncluded = (folder: string) => flagOn(englishCategories.get(folder)?.site_flag)

  const englishDocs = options.docs
    .filter((d) => d.locale === DEFAULT_LOCALE)
    .filter((d) => includeDrafts || !d.draft)
    .filter((d) => flagOn(d.site_flag) && parentFolders(d.docPath).every(folderIncluded))
    .sort((a, b) => a.docPath.localeCompare(b.docPath, 'en'))
  const englishByPath = new Map(englishDocs.map((d) => [d.docPath, d]))
  const translations = new Map(
    options.docs.filter((d) => d.locale !== DEFAULT_LOCALE).map((d) => [`${d.locale}:${d.docPath}`, d]),
  )

  function translationStatus(locale: LocaleId, english: SourceDoc, translation?: SourceDoc): TranslationStatus {
    if (locale === DEFAULT_LOCALE) return 'source'
    if (!translation) return 'fallback'
    return translation.source_hash === english.contentHash ? 'translated' : 'outdated'
  }

  function page(locale: LocaleId, docPath: string): DocPage | undefined {
    const english = englishByPath.get(docPath)
    if (!english) return undefined
    const translation = locale === DEFAULT_LOCALE ? undefined : translations.get(`${locale}:${docPath}`)
    const doc = translation ?? english
    const title = brand(doc.title)
    const status = translationStatus(locale, english, translation)
    return {
      locale,
      docPath,
      url: docUrl(locale, docPath),
      markdownUrl: markdownUrl(docUrl(status === 'fallback' ? DEFAULT_LOCALE : locale, docPath)),
      doc,
      english,
      status,
      title,
      sidebarLabel: doc.sidebar_label ? brand(doc.sidebar_label) : title,
      description: brand(doc.description),
    }
  }

  function pages(locale: LocaleId): DocPage[] {
    return englishDocs.map((d) => page(locale, d.docPath)!)
  }

  function categoryLabel(locale: LocaleId, folder: string) {
    const english = englishCategories.get(folder)
    const local = categoryText.get(`${locale}:${folder}`) ?? english
    return {
      label: brand(local?.label ?? folder),
      description: brand(local?.description ?? ''),
    }
  }

  const sidebarCache = new Map<LocaleId, SidebarItem[]>()

  function buildLevel(locale: LocaleId, folder: string): SidebarItem[] {
    const prefix = folder ? `${folder}/` : ''
    const entries: { order: { position?: number; name: string }; item: SidebarItem }[] = []
    const subfolders = new Set<string>()
    for (const english of englishDocs) {
      if (!english.docPath.startsWith(prefix)) continue
      const rest = english.docPath.slice(prefix.length)
      const slash = rest.indexOf('/')
      if (slash >= 0) {
        subfolders.add(prefix + rest.slice(0, slash))
        continue
      }
      const p = page(locale, english.docPath)!
      entries.push({
        order: { position: english.sidebar_position, name: rest },
        item: {
          type: 'link',
          docPath: english.docPath,
          label: p.sidebarLabel,
          href: p.url,
          unlisted: english.unlisted === true,
          draft: english.draft === true,
        },
      })
    }
    for (const extra of options.extraLinks ?? []) {
      if (extra.folder !== folder || !englishDocs.some((d) => d.docPath.startsWith(prefix))) continue
      entries.push({
        order: { position: extra.position, name: extra.route },
        item: { type: 'link', docPath: extra.route, label: extra.label(locale), description: extra.description(locale), href: localizedPath(locale, extra.route), unlisted: false, draft: false },
      })
    }
    for (const sub of subfolders) {
      const meta = englishCategories.get(sub)
      const slug = meta?.slug ?? defaultCategorySlug(sub)
      const items = buildLevel(locale, sub)
      if (items.length === 0) continue
      entries.push({
        order: { position: meta?.position, name: sub.split('/').pop()! },
        item: {
          type: 'category',
          folder: sub,
          slug,
          ...categoryLabel(locale, sub),
          href: meta?.link && englishByPath.has(meta.link) ? docUrl(locale, meta.link) : categoryUrl(locale, slug),
          collapsed: meta?.collapsed ?? true,
          items,
        },
      })
    }
    return entries.sort((a, b) => compareOrdered(a.order, b.order)).map((e) => e.item)
  }

  function sidebar(locale: LocaleId): SidebarItem[] {
    let tree = sidebarCache.get(locale)
    if (!tree) {
      tree = buildLevel(locale, '')
      sidebarCache.set(locale, tree)
    }
    return tree
  }

  /** Locales with their own translation of a doc (English always counts). */
  function translatedLocales(docPath: string): LocaleId[] {
    return site.locales.filter((l) => l === DEFAULT_LOCALE || translations.has(`${l}:${docPath}`))
  }

  return { site, page, pages, sidebar, categoryLabel, translatedLocales, englishDocs, brand }
}

export type DocsSource = ReturnType<typeof createDocsSource>
