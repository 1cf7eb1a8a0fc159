import { describe, expect, it } from 'vitest'
import { createDocsSource } from '@/lib/content/source'
import { findNavCategoryItems, flattenLinks, neighbours, sidebarNav, sidebarTrail, sidebarTree, visibleSidebar } from '@/lib/content/sidebar'
import { brandTokens } from '@/lib/site/brand'
import { docPageMetadata } from '@/lib/seo'
import { sitemapEntries } from '@/lib/sitemap'
import type { SidebarCategory, SidebarNavCategory, SidebarNavItem } from '@/lib/content/types'
import { category, doc, testSite } from './fixtures'

function source(options: { includeDrafts?: boolean; toolbox?: boolean } = {}) {
  const site = testSite({ toolbox: options.toolbox ?? true })
  return createDocsSource({
    site,
    brandTokens: brandTokens(site),
    includeDrafts: options.includeDrafts ?? false,
    docs: [
      doc('en', 'quick-start', { sidebar_position: 1, title: 'Start with {controllerName}' }),
      doc('en', 'installation', { sidebar_position: 2 }),
      doc('en', 'Accessories/p1-cable', { sidebar_position: 2 }),
      doc('en', 'Accessories/A1', { sidebar_position: 1 }),
      doc('en', 'Accessories/secret', { unlisted: true }),
      doc('en', 'Accessories/next-gen', { draft: true }),
      doc('en', 'Controller/Toolbox/scanner'),
      doc('en', 'Controller/overview', { sidebar_position: 1 }),
      doc('nl', 'installation', { source_hash: 'hash-installation', title: 'Installatie' }),
      doc('nl', 'quick-start', { source_hash: 'old-hash', title: 'Snel aan de slag' }),
    ],
    categories: [
      category('en', 'Accessories', { position: 5, slug: 'accessories', label: 'Accessories' }),
      category('nl', 'Accessories', { label: 'Accessoires' }),
      category('en', 'Controller', { position: 4, label: '{sidebar.controller}' }),
      category('en', 'Controller/Toolbox', { slug: 'toolbox', site_flag: 'toolbox' }),
    ],
  })
}

describe('pages per locale', () => {
  it('shows a translation when there is one and English otherwise', () => {
    const s = source()
    expect(s.page('nl', 'installation')).toMatchObject({ status: 'translated', title: 'Installatie', url: '/nl/installation/' })
    expect(s.page('nl', 'Accessories/A1')).toMatchObject({ status: 'fallback', url: '/nl/Accessories/A1/' })
    expect(s.page('nl', 'Accessories/A1')!.doc.locale).toBe('en')
    expect(s.page('en', 'installation')!.status).toBe('source')
  })
  it('marks a translation outdated when its source hash differs from the English file', () => {
    expect(source().page('nl', 'quick-start')!.status).toBe('outdated')
  })
  it('resolves brand tokens in titles', () => {
    expect(source().page('en', 'quick-start')!.title).toBe('Start with Ampora Edge')
  })
  it('lists the locales a doc is translated into', () => {
    expect(source().translatedLocales('installation')).toEqual(['en', 'nl'])
  })
  it('leaves drafts out of production builds only', () => {
    expect(source().page('en', 'Accessories/next-gen')).toBeUndefined()
    expect(source({ includeDrafts: true }).page('en', 'Accessories/next-gen')).toBeDefined()
  })
  it('drops pages of a folder whose site flag is off', () => {
    expect(source({ toolbox: true }).page('en', 'Controller/Toolbox/scanner')).toBeDefined()
    expect(source({ toolbox: false }).page('en', 'Controller/Toolbox/scanner')).toBeUndefined()
  })
})

describe('sidebar', () => {
  it('orders by position, then by file name, with category labels per locale', () => {
    const tree = source().sidebar('nl')
    expect(tree.map((i) => i.label)).toEqual(['Snel aan de slag', 'Installatie', 'Ampora Edge', 'Accessoires'])
    const accessories = tree[3] as SidebarCategory
    expect(accessories.href).toBe('/nl/category/accessories/')
    expect(accessories.items.map((i) => i.type === 'link' && i.docPath)).toEqual([
      'Accessories/A1',
      'Accessories/p1-cable',
      'Accessories/secret',
    ])
  })
  it('hides unlisted docs unless current, expands the active category', () => {
    const tree = source().sidebar('en')
    const accessories = (t: ReturnType<typeof visibleSidebar>) => t.find((i) => i.type === 'category' && i.slug === 'accessories') as SidebarCategory
    const elsewhere = visibleSidebar(tree, { docPath: 'installation' })
    expect(accessories(elsewhere).items).toHaveLength(2)
    expect(accessories(elsewhere).collapsed).toBe(true)
    const onSecret = visibleSidebar(tree, { docPath: 'Accessories/secret' })
    expect(accessories(onSecret).items).toHaveLength(3)
    expect(accessories(onSecret).collapsed).toBe(false)
  })
  it('gives the sidebar component only what it renders, marking the current page and open categories', () => {
    const tree = source({ includeDrafts: true }).sidebar('en')
    const nav = sidebarNav(tree, { docPath: 'Accessories/p1-cable' })
    const accessories = nav.find((i) => i.href === '/category/accessories/') as SidebarNavCategory & { items: SidebarNavItem[] }
    expect(accessories).toMatchObject({ label: 'Accessories', open: true })
    expect(accessories.current).toBeUndefined()
    expect(accessories.items.find((i) => i.current)?.href).toBe('/Accessories/p1-cable/')
    expect(accessories.items.find((i) => i.href === '/Accessories/next-gen/')).toMatchObject({ draft: true })
    expect(accessories.items.filter((i) => i.current)).toHaveLength(1)
    // Flags appear only when true, and none of the source fields the component does not use.
    expect(Object.keys(accessories.items.find((i) => i.href === '/Accessories/A1/')!)).toEqual(['label', 'href'])
    expect(JSON.stringify(nav)).not.toMatch(/docPath|unlisted|description|folder|collapsed|"type"/)
    const onCategory = sidebarNav(tree, { categorySlug: 'accessories' })
    expect(onCategory.find((i) => i.href === '/category/accessories/')).toMatchObject({ current: true, open: true })
    expect((sidebarNav(tree, { docPath: 'installation' }).find((i) => i.href === '/category/accessories/') as SidebarNavCategory).open).toBeUndefined()
  })
  it('leaves the links of collapsed branches to the locale tree, which has every listed link once', () => {
    const tree = source({ includeDrafts: true }).sidebar('en')
    const elsewhere = sidebarNav(tree, { docPath: 'installation' })
    const accessories = elsewhere.find((i) => i.href === '/category/accessories/') as SidebarNavCategory
    expect(accessories.items).toBeNull()
    expect(JSON.stringify(elsewhere)).not.toContain('/Accessories/A1/')
    const whole = sidebarTree(tree)
    expect(JSON.stringify(whole)).not.toMatch(/"current"/)
    expect(findNavCategoryItems(whole, '/category/accessories/')?.map((i) => i.href)).toEqual(
      (sidebarNav(tree, { docPath: 'Accessories/A1' }).find((i) => i.href === '/category/accessories/') as SidebarNavCategory).items!.map((i) => i.href),
    )
    // An unlisted doc is in the tree of its own page only.
    expect(JSON.stringify(whole)).not.toContain('/Accessories/secret/')
    expect(findNavCategoryItems(whole, '/category/no-such-category/')).toBeUndefined()
  })
  it('drops a category that has nothing left to link', () => {
    const tree = source({ toolbox: false }).sidebar('en')
    const controller = tree.find((i) => i.type === 'category' && i.folder === 'Controller') as SidebarCategory
    expect(controller.items.map((i) => i.label)).toEqual(['Controller/overview (en)'])
  })
  it('gives breadcrumbs and previous/next in reading order', () => {
    const tree = source().sidebar('en')
    expect(sidebarTrail(tree, { docPath: 'Accessories/p1-cable' }).map((c) => c.slug)).toEqual(['accessories'])
    expect(flattenLinks(tree).map((l) => l.docPath)).not.toContain('Accessories/secret')
    const { previous, next } = neighbours(tree, 'Accessories/A1')
    expect(previous?.docPath).toBe('Controller/Toolbox/scanner')
    expect(next?.docPath).toBe('Accessories/p1-cable')
  })
})

describe('hreflang alternates', () => {
  const s = source()
  const languages = (alternates: unknown) => Object.keys((alternates as { languages: Record<string, string> }).languages)

  it('name the languages a page is written in, in its head and in the sitemap', () => {
    // installation is translated into Dutch; A1 is English only (the Dutch locale shows the English text).
    expect(languages(docPageMetadata(s.site, s.page('nl', 'installation')!, s.translatedLocales('installation')).alternates)).toEqual(['en', 'nl', 'x-default'])
    expect(languages(docPageMetadata(s.site, s.page('nl', 'Accessories/A1')!, s.translatedLocales('Accessories/A1')).alternates)).toEqual(['en', 'x-default'])
    const entries = sitemapEntries(s.site, s)
    const a1 = entries.filter((e) => e.url.endsWith('/Accessories/A1/'))
    // Still listed in every locale, each pointing at the English page only.
    expect(a1).toHaveLength(s.site.locales.length)
    expect(languages(a1[0]!.alternates)).toEqual(['en', 'x-default'])
    const installation = entries.find((e) => e.url.endsWith('/nl/installation/'))!
    expect(languages(installation.alternates)).toEqual(['en', 'nl', 'x-default'])
    // Pages that are not docs (category indexes) speak every locale's language.
    expect(languages(entries.find((e) => e.url.endsWith('/category/accessories/'))!.alternates)).toHaveLength(s.site.locales.length + 1)
  })
})
