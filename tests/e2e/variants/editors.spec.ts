import { expect, test } from '@playwright/test'
import { message } from '../helpers'
import { DRAFT_MARKER, EDIT_BASE, FIXTURE, SITE_URL, UNLISTED_MARKER, expectedLastUpdated, searchableText, text } from './editors-helpers'

// The editors variant: a production build of tests/fixtures/content-editors (en, nl) with a
// draft, an unlisted page, a broken link and anchor, a link to the draft, a missing and an
// outdated translation.

test.describe('drafts in a production build', () => {
  test('have no page, no Markdown copy and no category that holds only drafts', async ({ request }) => {
    for (const path of ['/Guides/next-gen/', '/nl/Guides/next-gen/', '/Guides/next-gen/index.md', '/category/coming-soon/', '/Preview/roadmap/']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
  test('are not in the sidebar, the category pages, search, the sitemap or llms.txt', async ({ page, request }) => {
    await page.goto('/Guides/wiring/')
    const sidebar = page.locator('nav[data-sidebar]')
    await expect(sidebar.getByRole('link', { name: 'Wiring guide' })).toBeVisible()
    await expect(sidebar.locator('a[href="/Guides/next-gen/"]')).toHaveCount(0)
    await expect(sidebar.getByText(message('en', 'doc.draft'))).toHaveCount(0)
    await page.goto('/category/guides/')
    await expect(page.locator('[data-category-cards] a')).toHaveText([/Wiring guide/])
    for (const locale of ['en', 'nl']) expect(await searchableText(request, locale)).not.toContain(DRAFT_MARKER)
    expect((await text(request, '/sitemap.xml')).body).not.toContain('next-gen')
    expect((await text(request, '/llms.txt')).body).not.toContain('next-gen')
  })
})

test.describe('an unlisted page', () => {
  test('is reachable, with a notice and noindex', async ({ page }) => {
    const response = await page.goto('/Guides/secret/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('[data-notice="unlisted"]')).toHaveText(message('en', 'doc.unlistedNotice'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
  test('is in the sidebar only when it is the current page', async ({ page }) => {
    await page.goto('/Guides/secret/')
    await expect(page.locator('nav[data-sidebar] a[href="/Guides/secret/"]')).toHaveAttribute('aria-current', 'page')
    await page.goto('/Guides/wiring/')
    await expect(page.locator('nav[data-sidebar] a[href="/Guides/wiring/"]')).toBeVisible()
    await expect(page.locator('nav[data-sidebar] a[href="/Guides/secret/"]')).toHaveCount(0)
    await page.goto('/category/guides/')
    await expect(page.locator('[data-category-cards] a[href="/Guides/secret/"]')).toHaveCount(0)
  })
  test('is not in search, the sitemap or llms.txt', async ({ request }) => {
    for (const locale of ['en', 'nl']) {
      const searchable = await searchableText(request, locale)
      expect(searchable).toContain('shielded twisted pair')
      expect(searchable).not.toContain(UNLISTED_MARKER)
    }
    const sitemap = (await text(request, '/sitemap.xml')).body
    expect(sitemap).toContain(`${SITE_URL}/Guides/wiring/`)
    expect(sitemap).not.toContain('/Guides/secret/')
    expect((await text(request, '/llms.txt')).body).not.toContain('secret')
  })
})

test.describe('the link report', () => {
  test('is noindex, without sidebar, with counts per language first', async ({ page }) => {
    await page.goto('/link-report/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('nav[data-sidebar]')).toHaveCount(0)
    await expect(page.locator('h1')).toHaveText(message('en', 'linkReport.title'))
    const row = (locale: string) => page.locator(`[data-report-summary] tr[data-locale="${locale}"]`)
    const count = (locale: string, column: string) => row(locale).locator(`[data-count="${column}"]`)
    await expect(count('en', 'brokenLinks')).toHaveText('1')
    await expect(count('en', 'brokenAnchors')).toHaveText('1')
    await expect(count('en', 'draftLinks')).toHaveText('1')
    await expect(count('en', 'unlistedLinks')).toHaveText('1')
    await expect(count('en', 'externalLinks')).toHaveText('1')
    await expect(count('nl', 'draftLinks')).toHaveText('1')
    await expect(count('nl', 'brokenLinks')).toHaveText('0')
    await expect(count('nl', 'missingTranslations')).toHaveText('2')
    await expect(count('nl', 'outdatedTranslations')).toHaveText('1')
  })
  test('lists each problem under its page, with the file to fix and the link text', async ({ page }) => {
    await page.goto('/link-report/')
    const home = page.locator('[data-report-locale="en"] [data-report-page="/"]')
    await expect(home).toContainText(`${FIXTURE}/docs/en/quick-start.mdx`)
    const problems = home.locator('tr[data-problem]')
    await expect(problems).toHaveCount(4)
    await expect(home.locator('tr[data-problem="broken-link"]')).toContainText('/does-not-exist/')
    await expect(home.locator('tr[data-problem="broken-link"]')).toContainText('a page that does not exist')
    await expect(home.locator('tr[data-problem="broken-anchor"]')).toContainText('/installation/#no-such-heading')
    await expect(home.locator('tr[data-problem="draft"]')).toContainText(message('en', 'linkReport.kinds.draftLink'))
    await expect(home.locator('tr[data-problem="draft"]')).toContainText('/Guides/next-gen/')
    await expect(home.locator('tr[data-problem="unlisted"]')).toContainText('/Guides/secret/')
    const nl = page.locator('[data-report-locale="nl"]')
    await expect(nl.locator('[data-report-page="/nl/"] tr[data-problem="draft"]')).toContainText('/nl/Guides/next-gen/')
    await expect(nl.locator('[data-translations="outdated"] li')).toHaveText([/installation/])
    await expect(nl.locator('[data-translations="missing"] li')).toHaveText([/Guides\/secret/, /Guides\/wiring/])
    await expect(nl.locator('[data-translations="missing"] li').first()).toContainText(`${FIXTURE}/docs/nl/Guides/secret.mdx`)
    await page.locator('[data-report-locale="en"] [data-external-links] summary').click()
    await expect(page.locator('[data-report-locale="en"] [data-external-links] li')).toHaveText(['https://example.com/fixture-external'])
  })
  test('is also link-report.json, in the texts of the reader', async ({ page, request }) => {
    const report = JSON.parse((await text(request, '/link-report.json')).body)
    expect(report.preview).toBe(false)
    expect(report.summary).toMatchObject({ brokenLinks: 1, brokenAnchors: 1, draftLinks: 2, unlistedLinks: 1, missingTranslations: 2, outdatedTranslations: 1 })
    await page.goto('/nl/link-report/')
    await expect(page.locator('h1')).toHaveText(message('nl', 'linkReport.title'))
    await expect(page.locator('[data-report-summary] th').nth(1)).toHaveText(message('nl', 'linkReport.brokenLinks'))
  })
})

test.describe('translations', () => {
  test('a translation older than its English page shows the outdated notice in its language; a current one does not', async ({ page }) => {
    await page.goto('/nl/installation/')
    await expect(page.locator('article')).toHaveAttribute('data-translation-status', 'outdated')
    await expect(page.locator('[data-notice="outdated"]')).toContainText(message('nl', 'doc.outdatedNotice'))
    await page.goto('/nl/')
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('[data-notice]')).toHaveCount(0)
  })
})

test.describe('edit link and last update', () => {
  test('link to the file the page shows: English, the translation, or English for a fallback', async ({ page }) => {
    const cases: [string, string][] = [
      ['/installation/', 'docs/en/installation.mdx'],
      ['/nl/installation/', 'docs/nl/installation.mdx'],
      ['/nl/Guides/wiring/', 'docs/en/Guides/wiring.mdx'],
    ]
    for (const [path, file] of cases) {
      await page.goto(path)
      await expect(page.locator('[data-edit-link]')).toHaveAttribute('href', `${EDIT_BASE}/${FIXTURE}/${file}`)
    }
    await page.goto('/nl/installation/')
    await expect(page.locator('[data-edit-link]')).toHaveText(message('nl', 'doc.editPage'))
  })
  test('dates the page from git history, with front matter as the fallback', async ({ page }) => {
    const expected = expectedLastUpdated(`${FIXTURE}/docs/en/installation.mdx`, '2024-03-05')!
    await page.goto('/installation/')
    const updated = page.locator('[data-last-updated]')
    await expect(updated).toHaveAttribute('data-last-updated', expected.source)
    await expect(updated.locator('time')).toHaveAttribute('datetime', expected.date)
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${expected.date}T00:00:00Z`))
    await expect(updated).toHaveText(message('en', 'doc.lastUpdated').replace('{date}', long))
  })
})

test.describe('machine-readable copies', () => {
  test('every doc page has a Markdown copy with components resolved, linked as an alternate', async ({ page, request }) => {
    await page.goto('/installation/')
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${SITE_URL}/installation/index.md`)
    const { status, body } = await text(request, '/installation/index.md')
    expect(status).toBe(200)
    expect(body.startsWith('# Install the Ampora Edge\n\n> Mount the controller and wire its supply.\n')).toBe(true)
    expect(body).toContain('The Ampora Edge runs on 100–240 V AC. Manage it in Ampora Cloud.')
    expect(body).toContain('| Supply voltage    | 100–240 V AC |')
    expect(body).toContain('> **Mains voltage**')
    expect(body).toContain('```bash title="Find the controller"\nping controller.local\n```')
    expect(body).toContain(`[the wiring guide](${SITE_URL}/Guides/wiring/)`)
    expect(body).not.toMatch(/<[A-Za-z]/)
    expect(body).not.toContain('{controllerName}')
    // A page shown in English for want of a translation offers the English copy, not one of its own.
    await page.goto('/nl/Guides/wiring/')
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${SITE_URL}/Guides/wiring/index.md`)
    await expect(page.locator('[data-copy-page]')).toHaveAttribute('data-markdown-url', '/Guides/wiring/index.md')
    expect((await request.get('/nl/Guides/wiring/index.md')).status()).toBe(404)
    expect((await text(request, '/Guides/wiring/index.md')).body).toContain('# Wiring guide')
  })
  test('"Copy page" puts the Markdown copy on the clipboard', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/installation/')
    const button = page.locator('[data-copy-page]')
    await expect(button).toHaveText(message('en', 'doc.copyPage'))
    await button.click()
    await expect(button).toHaveText(message('en', 'doc.pageCopied'))
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe((await text(request, '/installation/index.md')).body)
  })
  test('llms.txt lists the published pages per locale, linking their Markdown copies', async ({ request }) => {
    const english = (await text(request, '/llms.txt')).body
    expect(english.startsWith('# Ampora Docs\n\n> Install, connect and monitor the Ampora Edge energy controller\n')).toBe(true)
    expect(english).toContain(`[Nederlands](${SITE_URL}/nl/llms.txt)`)
    expect(english).toContain(`## Guides\n\n- [Wiring guide](${SITE_URL}/Guides/wiring/index.md): Cable sizes and routing for the controller.`)
    const links = [...english.matchAll(/\]\((https:\/\/docs\.ampora\.example[^)]+\.md)\)/g)].map((m) => m[1]!.slice(SITE_URL.length))
    expect(links).toEqual(['/index.md', '/installation/index.md', '/Guides/wiring/index.md'])
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200)
    const dutch = (await text(request, '/nl/llms.txt')).body
    expect(dutch).toContain(`## Handleidingen\n\n- [Wiring guide](${SITE_URL}/Guides/wiring/index.md)`)
    expect(dutch).toContain(`- [Startpagina van de fixture](${SITE_URL}/nl/index.md)`)
  })
})
