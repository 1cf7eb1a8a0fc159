import { expect, test, type Page } from '@playwright/test'
import { ask, dialog } from '../ask-helpers'
import { markWindow, windowIsMarked } from '../helpers'

// The site works under its Content-Security-Policy as nginx serves it: the page's own policy
// (a <meta> with the hashes of its inline scripts) and the header policy of deploy/nginx/.

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page) {
  const reports: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) reports.push(`console: ${m.text()}`)
  })
  await page.exposeFunction('__cspViolation', (text: string) => reports.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      )
    })
  })
  return reports
}

test('pages, navigation, the search worker, Ask AI and the theme toggle run with no violation', async ({ page }) => {
  const violations = await recordViolations(page)
  const response = await page.goto('/installation/')
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(policy).not.toContain('unsafe-eval')

  // Hydrated: the client-side router takes the next page without a full load.
  await page.waitForLoadState('networkidle')
  await markWindow(page)
  await page.locator('[data-pager] a[rel="next"]').click()
  await expect(page).not.toHaveURL(/\/installation\/$/)
  expect(await windowIsMarked(page)).toBe(true)

  await page.locator('[data-theme-toggle]').click()
  await expect(page.locator('html')).toHaveClass(/dark/)

  // Search runs in a Web Worker, Ask AI in the same worker.
  await page.locator('[data-search-button]').click()
  await dialog(page).getByRole('combobox').fill('modbus')
  await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
  await page.keyboard.press('Control+k')
  await ask(page, 'How do I connect an energy meter?')
  await expect(dialog(page).locator('[data-ask-answer]').first()).toBeVisible()

  // The full results page, and a full load in another locale (Arabic, right to left).
  await page.goto('/search/?q=inverter')
  await expect(page.locator('[data-search-page] [data-search-hit]').first()).toBeVisible()
  await page.goto('/ar/installation/')
  await page.waitForLoadState('networkidle')
  await page.goto('/no-such-page/')
  await expect(page.locator('[data-nf="en"] h1')).toBeVisible()

  expect(violations).toEqual([])
})

test('the policy is enforced: an injected inline script and code from a string do not run', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    // Compiled when the timer fires, in the page (DevTools' own evaluation may always eval).
    setTimeout('window.__fromString = true', 0)
  })
  await page.waitForTimeout(200)
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __injected?: boolean; __fromString?: boolean }
    return { injected: w.__injected === true, fromString: w.__fromString === true }
  })
  expect(ran).toEqual({ injected: false, fromString: false })
  await expect.poll(() => violations.filter((v) => v.startsWith('script-src')).length).toBe(2)
})
