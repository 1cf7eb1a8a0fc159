import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { setDark } from './helpers'

/** WCAG 2.2 A and AA plus axe's best practices: what a reader with assistive technology meets. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violations = AxeResults['violations']

/**
 * Runs axe-core in the page on what it shows now. axe is put in a page once and stays for the
 * page's next runs: @axe-core/playwright evaluates axe's 640 KB source twice on every run
 * (about 0.3 s each time, most of a run's cost here). The site has no frames, which is what
 * that wrapper adds besides.
 */
async function runAxe(page: Page, runOnly: RunOptions['runOnly'], within: string | undefined): Promise<Violations> {
  type WithAxe = Window & { axe?: typeof import('axe-core') }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ runOnly, within }) => (await (window as WithAxe).axe!.run(within ?? document, { runOnly, resultTypes: ['violations'] })).violations,
    { runOnly, within },
  )
}

function describe(violations: Violations) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`)
}

/** The theme state and running transitions, printed with a dark-mode finding to tell its cause. */
async function themeState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition).length
    return `html class="${html.className}" color-scheme=${html.style.colorScheme} stored theme=${localStorage.getItem('theme')} running transitions=${transitions}`
  })
}

/**
 * Runs axe on what the page shows now: every rule in light mode, then the colour rules in dark
 * mode (switching the class changes colours only; names, roles and structure stay the same).
 * `dark: false` leaves out the dark pass, for a locale whose colours another locale of the same
 * script and direction already proved (the stylesheet is the same in every locale). `within`
 * audits only what a selector matches.
 */
export async function audit(page: Page, state: string, { dark = true, within }: { dark?: boolean; within?: string } = {}): Promise<string[]> {
  const findings: string[] = []
  const run = async (mode: 'light' | 'dark', runOnly: RunOptions['runOnly']) => {
    const violations = await runAxe(page, runOnly, within)
    const context = violations.length > 0 && mode === 'dark' ? ` (${await themeState(page)})` : ''
    findings.push(...describe(violations).map((v) => `[${state}, ${mode}${context}] ${v}`))
  }
  await run('light', { type: 'tag', values: TAGS })
  if (!dark) return findings
  await setDark(page, true)
  await run('dark', { type: 'rule', values: COLOUR_RULES })
  // A mode switched under axe would make its dark findings meaningless: say so instead.
  const after = await themeState(page)
  if (!/class="[^"]*\bdark\b/.test(after)) findings.push(`[${state}, dark] the mode changed during the audit: ${after}`)
  await setDark(page, false)
  return findings
}
