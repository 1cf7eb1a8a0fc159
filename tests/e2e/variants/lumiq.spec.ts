import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { VARIANTS_DIR } from '../../../scripts/variants'
import { filesMatching, textFiles } from '../../support/output-scan'

// The lumiq variant: the same content built for another brand (SITE=lumiq LOCALES=en,ar); its Ask AI: lumiq-ask.spec.ts.
const OUT = path.join(VARIANTS_DIR, 'lumiq')
const DEFAULT_BRAND = /ampora|#0b7a5b|#4fd1a5/i
const TOOLBOX = 'Controller/Toolbox'
const ENERGY_SUPPLIER = 'External-Signals/Customer-specific/energy-supplier'

test('no string of the default brand anywhere in the output', () => {
  expect(textFiles(OUT).length).toBeGreaterThan(500)
  expect(filesMatching(OUT, DEFAULT_BRAND).slice(0, 10)).toEqual([])
})

test("Lumiq's names, colours and logos are in the output", () => {
  const home = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8')
  expect(home).toContain('<title>')
  expect(home).toMatch(/Lumiq Docs/)
  expect(home).toContain('--brand-primary:#5b21b6')
  expect(home).toContain('--brand-primary-dark:#c4b5fd')
  const installation = fs.readFileSync(path.join(OUT, 'installation/index.html'), 'utf8')
  expect(installation).toContain('Lumiq Hub')
  expect(fs.readFileSync(path.join(OUT, 'brand/logo.svg'), 'utf8')).toBe(fs.readFileSync('content/sites/lumiq/logo.svg', 'utf8'))
  expect(fs.readFileSync(path.join(OUT, 'brand/logo-dark.svg'), 'utf8')).toBe(fs.readFileSync('content/sites/lumiq/logo-dark.svg', 'utf8'))
})

test('the toolbox pages are absent everywhere: routes, sidebar, categories, search, sitemap, link report', () => {
  for (const dir of [TOOLBOX, `ar/${TOOLBOX}`, 'category/toolbox', 'ar/category/toolbox']) {
    expect(fs.existsSync(path.join(OUT, dir)), dir).toBe(false)
  }
  expect(filesMatching(OUT, /Controller\/Toolbox|category\/toolbox\//).slice(0, 10)).toEqual([])
})

test('the energy-supplier page is present everywhere: route, sidebar, search, sitemap', () => {
  expect(fs.existsSync(path.join(OUT, ENERGY_SUPPLIER, 'index.html'))).toBe(true)
  expect(fs.existsSync(path.join(OUT, 'ar', ENERGY_SUPPLIER, 'index.html'))).toBe(true)
  expect(fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).toContain(`/${ENERGY_SUPPLIER}/`)
  expect(fs.readFileSync(path.join(OUT, 'search-index/en.json'), 'utf8')).toContain(`/${ENERGY_SUPPLIER}/`)
  expect(fs.readFileSync(path.join(OUT, 'search-index/ar.json'), 'utf8')).toContain(`/ar/${ENERGY_SUPPLIER}/`)
})

test('the link report of the brand has no broken links', () => {
  const report = JSON.parse(fs.readFileSync(path.join(OUT, 'link-report.json'), 'utf8')) as { summary: { brokenLinks: number; brokenAnchors: number } }
  expect(report.summary.brokenLinks).toBe(0)
  expect(report.summary.brokenAnchors).toBe(0)
})

test('in the browser: Lumiq logo in light and dark, brand colour, copyright, sidebar entry', async ({ page }) => {
  await page.goto('/installation/')
  const logo = page.locator('header img:visible').first()
  await expect(logo).toHaveAttribute('alt', 'Lumiq logo')
  await expect(logo).toHaveAttribute('src', /\/brand\/logo\.svg$/)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#5b21b6')
  await expect(page.locator('footer')).toContainText('Lumiq Energy GmbH')
  // Lumiq respects the system preference: the toggle goes system → light → dark.
  const toggle = page.locator('[data-theme-toggle][data-ready]')
  await toggle.click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('header img:visible').first()).toHaveAttribute('src', /\/brand\/logo-dark\.svg$/)
  await page.goto(`/${ENERGY_SUPPLIER}/`)
  await expect(page.locator(`nav[data-sidebar] a[href="/${ENERGY_SUPPLIER}/"]`).first()).toBeVisible()
  await expect(page.locator('article h1')).toBeVisible()
})
