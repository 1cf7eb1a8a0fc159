import { describe, expect, it } from 'vitest'
import { assembleLinkReport, failingProblems } from '@/lib/links/report'
import { docUrl } from '@/lib/content/urls'
import type { LocaleId } from '@/lib/i18n/locales'

const report = assembleLinkReport({
  generatedAt: '2025-05-12T10:00:00.000Z',
  preview: false,
  locales: ['en', 'nl'],
  pages: [
    { locale: 'en', url: '/', problems: [{ kind: 'broken-link', href: '/gone/', text: 'gone' }], external: ['https://example.com/'] },
    {
      locale: 'en',
      url: '/installation/',
      problems: [
        { kind: 'broken-anchor', href: '/x/#nope', text: 'x' },
        { kind: 'draft', href: '/next-gen/', text: 'next' },
        { kind: 'unlisted', href: '/secret/', text: 'secret' },
      ],
      external: ['https://example.com/'],
    },
    { locale: 'en', url: '/clean/', problems: [], external: [] },
    { locale: 'nl', url: '/nl/', problems: [{ kind: 'draft', href: '/nl/next-gen/', text: 'volgende' }], external: [] },
    { locale: 'nl', url: '/nl/clean/', problems: [], external: [] },
  ],
  translationStatus: [{ locale: 'nl', translated: ['quick-start'], missing: ['clean'], outdated: ['installation'], metadata: [], metadataOutdated: [] }],
  docRef: (locale: LocaleId, docPath: string) => ({ docPath, url: docUrl(locale, docPath), file: `content/docs/${locale}/${docPath}.mdx` }),
})

describe('link report', () => {
  it('counts per locale, then in total', () => {
    expect(report.localeSummaries.en).toEqual({
      pages: 3,
      brokenLinks: 1,
      brokenAnchors: 1,
      draftLinks: 1,
      unlistedLinks: 1,
      missingTranslations: 0,
      outdatedTranslations: 0,
      externalLinks: 1,
    })
    expect(report.localeSummaries.nl).toMatchObject({ pages: 2, draftLinks: 1, missingTranslations: 1, outdatedTranslations: 1 })
    expect(report.summary).toMatchObject({ pages: 5, brokenLinks: 1, draftLinks: 2, missingTranslations: 1, externalLinks: 1 })
  })
  it('lists pages with problems first, leaves clean pages out, and names the translation files', () => {
    expect(report.locales.en!.map((p) => p.url)).toEqual(['/installation/', '/'])
    expect(report.locales.nl!.map((p) => p.url)).toEqual(['/nl/'])
    expect(report.translations.nl).toEqual({
      missing: [{ docPath: 'clean', url: '/nl/clean/', file: 'content/docs/nl/clean.mdx' }],
      outdated: [{ docPath: 'installation', url: '/nl/installation/', file: 'content/docs/nl/installation.mdx' }],
    })
    expect(report.localeOrder).toEqual(['en', 'nl'])
  })
  it('fails the link check on everything but links to unlisted pages', () => {
    expect(failingProblems(report)).toEqual([
      '/installation/: broken-anchor /x/#nope ("x")',
      '/installation/: draft /next-gen/ ("next")',
      '/: broken-link /gone/ ("gone")',
      '/nl/: draft /nl/next-gen/ ("volgende")',
    ])
  })
})
