import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { ask, dialog } from './ask-helpers'
import { localizedPath, type LocaleId } from './helpers'

// HTML validity: the Nu HTML Checker (npm vnu-jar, run with Java) finds no error in one page of
// each template, in English, Chinese and Arabic: the exported files, and the page as the browser
// has it after hydration with results and an answer on screen.

const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string
const LOCALES: LocaleId[] = ['en', 'ch', 'ar']
const TEMPLATES = [
  '',
  'installation',
  'Devices/Energy-meter/Eastron/SDM630',
  // A connection drawing with a box in between (the SDM630's is a plain bus).
  'Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000',
  'category/accessories',
  'search',
  'markdown-page',
  'glossary',
]

interface VnuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/** Runs the checker over the files; returns its errors, each with the file and line. */
function vnuErrors(files: string[]): string[] {
  let output: string
  try {
    output = execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    // Exit status 1 means "errors found"; the report is on stderr.
    output = (error as { stderr?: string }).stderr ?? ''
    if (!output.trim().startsWith('{')) throw error
  }
  const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${m.url.replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`)
}

const exportedFile = (locale: LocaleId, template: string) => path.join('out', localizedPath(locale, template), 'index.html')

test('the exported pages of every template are valid HTML', () => {
  test.setTimeout(120_000)
  const files = [...LOCALES.flatMap((locale) => TEMPLATES.map((t) => exportedFile(locale, t))), 'out/404.html']
  for (const file of files) expect(fs.existsSync(file), file).toBe(true)
  expect(vnuErrors(files)).toEqual([])
})

test('the pages stay valid after hydration, with results, the modal and an answer on screen', async ({ page }) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const snapshot = async (name: string) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`)
    return file
  }
  const files: string[] = []
  for (const locale of LOCALES) {
    await page.goto(`${localizedPath(locale, 'search')}?q=modbus`)
    await expect(page.locator('[data-search-page] [data-search-hit]').first()).toBeVisible()
    files.push(await snapshot(`${locale}-search-page`))
    await page.goto(localizedPath(locale, 'installation'))
    await page.locator('[data-search-button]').click()
    await dialog(page).getByRole('combobox').fill('modbus')
    await expect(dialog(page).locator('[data-search-hit]').first()).toBeVisible()
    files.push(await snapshot(`${locale}-search-modal`))
    await page.keyboard.press('Control+k')
    await ask(page, 'How do I connect the energy meter?')
    await expect(dialog(page).locator('[data-ask-answer]').first()).toBeVisible()
    files.push(await snapshot(`${locale}-ask`))
  }
  try {
    expect(vnuErrors(files)).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
