import { expect, test } from '@playwright/test'
import { message } from '../helpers'
import { DRAFT_MARKER, searchableText, text } from './editors-helpers'

// The editors-preview variant: the editors fixture built with PREVIEW=1, as the preview
// deployment workflow builds it. Drafts are shown, marked, and kept away from crawlers.

test('a draft has its page with a Draft badge and noindex, in every locale', async ({ page }) => {
  for (const [path, locale] of [['/Guides/next-gen/', 'en'], ['/nl/Guides/next-gen/', 'nl']] as const) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const notice = page.locator('[data-notice="draft"]')
    await expect(notice).toContainText(message(locale, 'doc.draft'))
    await expect(notice).toContainText(message(locale, 'doc.draftNotice'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }
})

test('drafts are in the sidebar and on category pages with the badge', async ({ page }) => {
  await page.goto('/Guides/wiring/')
  const entry = page.locator('nav[data-sidebar] a[href="/Guides/next-gen/"]')
  await expect(entry).toBeVisible()
  await expect(entry.locator('[data-draft-badge]')).toHaveText(message('en', 'doc.draft'))
  await expect(page.locator('nav[data-sidebar] a[href="/Guides/wiring/"] [data-draft-badge]')).toHaveCount(0)
  const response = await page.goto('/category/coming-soon/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-category-cards] a[href="/Preview/roadmap/"] [data-draft-badge]')).toBeVisible()
})

test('drafts are searchable in a preview, but stay out of the sitemap and llms.txt; crawlers are turned away', async ({ request }) => {
  expect(await searchableText(request, 'en')).toContain(DRAFT_MARKER)
  expect((await text(request, '/sitemap.xml')).body).not.toContain('next-gen')
  expect((await text(request, '/llms.txt')).body).not.toContain('next-gen')
  expect((await text(request, '/robots.txt')).body).toMatch(/Disallow: \//)
  expect((await text(request, '/Guides/next-gen/index.md')).body).toContain(DRAFT_MARKER)
})

test('the link report still reports links to drafts written in the text, not the sidebar entries', async ({ page, request }) => {
  const report = JSON.parse((await text(request, '/link-report.json')).body)
  expect(report.preview).toBe(true)
  expect(report.localeSummaries.en).toMatchObject({ draftLinks: 1, brokenLinks: 1, brokenAnchors: 1 })
  expect(report.localeSummaries.nl).toMatchObject({ draftLinks: 1 })
  await page.goto('/link-report/')
  await expect(page.locator('[data-preview-build]')).toContainText(message('en', 'linkReport.previewBuild'))
  await expect(page.locator('[data-report-summary] tr[data-locale="en"] [data-count="draftLinks"]')).toHaveText('1')
})
