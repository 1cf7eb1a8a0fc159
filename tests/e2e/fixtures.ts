/**
 * The specs' `test`: Playwright's, with a page whose `goto` and `reload` return once a docs page
 * is hydrated, ready for a reader's clicks and keys. The framework's scripts are requested after
 * the first paint (lib/export/scripts-after-paint.ts), so the load event no longer waits for them.
 * A docs page is hydrated when its theme toggle says so (`data-ready`); a page without one (the
 * 404 page, a label link) is not waited for, nor is a page loaded with an explicit `waitUntil`
 * (the test waits for what it needs: the JavaScript may be blocked on purpose).
 */
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-theme-toggle]') || document.querySelector('[data-theme-toggle][data-ready]') !== null)
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (options?.waitUntil === undefined) await hydrated(page)
        return response
      }
      const reload = page.reload.bind(page)
      page.reload = async (options) => {
        const response = await reload(options)
        if (options?.waitUntil === undefined) await hydrated(page)
        return response
      }
    }
    await use(page)
  },
})
