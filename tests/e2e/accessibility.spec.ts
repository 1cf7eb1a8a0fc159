import { expect, test, type Page } from '@playwright/test'
import { dialog } from './ask-helpers'
import { LOCALES, localizedPath } from './helpers'
import type { LocaleId } from '@/lib/i18n/locales'
import { audit as auditPage } from './axe-helpers'

/**
 * The accessibility gate: axe-core finds no violation on any page template, in every locale,
 * in light mode, and in dark mode in one locale of each script and direction (DARK_MODE_LOCALES:
 * colours come from the same stylesheet in every locale; the light pass checks contrast in all
 * of them). One page per locale is reused for all templates (page loads are the cost here), and
 * dark mode is switched with the class on <html>, as the head script and next-themes set it,
 * instead of a reload.
 */

/** Latin script with the longest words, Chinese, Arabic (right to left), Devanagari, and English. */
const DARK_MODE_LOCALES = new Set<LocaleId>(['en', 'de', 'ch', 'ar', 'hi'])

const TEMPLATES = [
  { name: 'home', path: '' },
  { name: 'device page', path: 'Devices/Energy-meter/Eastron/SDM630' },
  { name: 'category index', path: 'category/accessories' },
  { name: 'search page', path: 'search', query: '?q=modbus', ready: '[data-search-page] [data-search-hit]' },
  { name: 'not found', path: 'this-page-does-not-exist', ready: '[data-nf]:visible h1' },
  { name: 'glossary', path: 'glossary' },
  { name: 'commissioning checklist', path: 'commissioning', ready: '[data-checklist-state="kept"]' },
  { name: 'handover report', path: 'commissioning', query: '#handover', ready: '[data-handover] h1:visible' },
  { name: 'compatibility finder', path: 'compatibility', query: '?q=huawei', ready: '[data-compat-row]' },
  // Last: the modal, Ask AI and the mobile menu are checked on it.
  { name: 'guide', path: 'installation' },
] as const

/**
 * React has taken over the page and its effects have run: the theme toggle sets data-ready in
 * an effect, after next-themes applied the stored mode to <html> in its own (a mode applied
 * after setDark would switch the colours under axe). A fiber on an element is not enough: React
 * attaches it while it renders, before the effects.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('[data-theme-toggle]')
    if (toggle) return toggle.hasAttribute('data-ready')
    const el = document.querySelector('[data-search-page] input')
    return !el || Object.keys(el).some((key) => key.startsWith('__reactFiber'))
  })
}

async function load(page: Page, url: string, ready = 'main h1') {
  await page.goto(url)
  await expect(page.locator(ready).first()).toBeVisible()
  await waitForHydration(page)
}

// Transitions would let axe measure colours halfway between light and dark.
test.use({ reducedMotion: 'reduce' })

for (const locale of LOCALES) {
  const dark = DARK_MODE_LOCALES.has(locale.id)
  test(`axe finds no violation on any template in ${locale.label} (${locale.id}), ${dark ? 'light and dark' : 'light'}`, async ({ page }) => {
    test.setTimeout(180_000)
    const audit = (p: Page, state: string) => auditPage(p, state, { dark })
    const findings: string[] = []
    for (const template of TEMPLATES) {
      const url = localizedPath(locale.id, template.path) + ('query' in template ? template.query : '')
      await load(page, url, 'ready' in template ? template.ready : undefined)
      findings.push(...(await audit(page, template.name)))
    }

    // On the last template (the guide), without reloading: the search modal with results, Ask AI
    // with an answer, then the mobile menu at phone width.
    await page.locator('[data-search-button]').click()
    await dialog(page).getByRole('combobox').fill('modbus')
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
    findings.push(...(await audit(page, 'search modal')))
    await dialog(page).locator('[data-ask-row]').click()
    await expect(dialog(page).locator('[data-ask-answer]').first()).toBeVisible()
    findings.push(...(await audit(page, 'ask mode')))
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeHidden()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-mobile-menu-button]').click()
    await expect(page.locator('dialog[data-mobile-drawer] nav[data-sidebar]')).toBeVisible()
    findings.push(...(await audit(page, 'mobile menu')))

    expect(findings).toEqual([])
  })
}

/** What has focus: where it is, and whether a reader can see it (on screen, with an outline). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return undefined
    const box = el.getBoundingClientRect()
    const hasOutline = (node: Element | null) => {
      if (!node) return false
      const style = getComputedStyle(node)
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    }
    // A text field may show its focus on its frame (the element around it).
    const textField = el.matches('input:not([type=checkbox]):not([type=radio]), textarea')
    return {
      html: el.outerHTML.slice(0, 120),
      // The search modal sits inside the top bar's markup: ask for it first.
      region: el.closest('dialog[open]') ? 'dialog' : el.closest('header[data-topbar]') ? 'topbar' : el.closest('nav[data-sidebar]') ? 'sidebar' : 'page',
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
      outlined: hasOutline(el) || (textField && hasOutline(el.parentElement)),
    }
  })
}

/** Presses Tab until the focused element matches; every stop on the way must show its focus. */
async function tabTo(page: Page, selector: string, maxStops = 40) {
  const stops: string[] = []
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    expect(now, `focus after ${stops.length} stops`).toBeDefined()
    expect(now!.onScreen && now!.outlined, `focus visible on ${now!.html}`).toBe(true)
    stops.push(`${now!.region}: ${now!.html}`)
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return stops
  }
  throw new Error(`Tab never reached ${selector}; stops:\n${stops.join('\n')}`)
}

for (const locale of ['en', 'ar'] as const) {
  test(`keyboard only (${locale}): skip link, top bar, sidebar and search modal`, async ({ page }) => {
    await load(page, localizedPath(locale, 'installation'))

    // The first Tab stop skips to the content.
    await page.keyboard.press('Tab')
    await expect(page.locator('a[href="#main-content"]')).toBeFocused()
    await expect(page.locator('a[href="#main-content"]')).toBeInViewport()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect((await focused(page))?.region).toBe('page')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)

    // The top bar in order, then the sidebar.
    await load(page, localizedPath(locale, 'installation'))
    const stops = await tabTo(page, 'header[data-topbar] [data-theme-toggle]')
    const topbar = stops.filter((s) => s.startsWith('topbar'))
    expect(topbar.map((s) => /data-search-button|data-theme-toggle|aria-haspopup|aria-expanded|<a /.exec(s)?.[0])).toEqual([
      '<a ',
      '<a ',
      'data-search-button',
      'aria-expanded',
      'data-theme-toggle',
    ])
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.keyboard.press('Tab')
    expect((await focused(page))?.region).toBe('sidebar')

    // A collapsed sidebar category opens and closes from the keyboard.
    await tabTo(page, 'nav[data-sidebar] button[aria-expanded="false"]')
    await page.keyboard.press('Enter')
    await expect(page.locator(':focus')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(page.locator(':focus')).toHaveAttribute('aria-expanded', 'false')

    // The search modal: open, arrows move the selection, Tab stays inside, Escape returns focus.
    await load(page, localizedPath(locale, 'installation'))
    await tabTo(page, '[data-search-button]')
    await page.keyboard.press('Enter')
    await expect(dialog(page).getByRole('combobox')).toBeFocused()
    await page.keyboard.type('modbus')
    const hits = dialog(page).locator('[data-search-hit]')
    // The results of the whole word, not of "modb" typed on the way: the selection starts over
    // on new results, which would undo an arrow pressed before they arrive.
    await expect(dialog(page).locator('[data-results-for="modbus"]')).toBeVisible()
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      expect(now?.region, `Tab ${i + 1} in the modal`).toBe('dialog')
      expect(now?.outlined, `focus visible on ${now?.html}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('[data-search-button]')).toBeFocused()
  })
}
