import { expect, type Page } from '@playwright/test'

export const dialog = (page: Page) => page.locator('dialog[data-search-dialog]')
export const turns = (page: Page) => dialog(page).locator('[data-ask-turn]')

/** Opens the search modal, types the question and waits for the results below the Ask AI row. */
export async function typeQuestion(page: Page, question: string) {
  await page.locator('[data-search-button]').click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('combobox').fill(question)
  await expect(dialog(page).locator('[data-ask-row]')).toBeVisible()
}

/** Types the question into the search box and turns it into a question with the Ask AI row. */
export async function ask(page: Page, question: string) {
  await typeQuestion(page, question)
  await dialog(page).locator('[data-ask-row]').click()
  await expect(dialog(page).locator('[data-ask-panel]')).toBeVisible()
}

/** Asks a follow-up in the open conversation. */
export async function askFollowUp(page: Page, question: string) {
  const field = dialog(page).locator('[data-ask-input]')
  await field.fill(question)
  await field.press('Enter')
}

/** Waits until the page has made no request for `quietMs` (its resource timing list stops growing). */
export async function waitForQuietNetwork(page: Page, quietMs = 800) {
  let count = -1
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (now === count) return
    count = now
    await page.waitForTimeout(quietMs)
  }
}
