import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { setDark } from './helpers'

/** WCAG 2.2 A and AA plus axe's best practices: what a reader with assistive technology meets. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
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

/** The rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe on what the page shows now: every rule in light mode, then the colour rules in dark
 * mode (switching the class changes colours only; names, roles and structure stay the same).
 * `dark: false` leaves out the dark pass, for a locale whose colours another locale of the same
 * script and direction already proved (the stylesheet is the same in every locale).
 */
export async function audit(page: Page, state: string, { dark = true }: { dark?: boolean } = {}): Promise<string[]> {
  const findings: string[] = []
  const run = async (mode: 'light' | 'dark', builder: AxeBuilder) => {
    // Legacy mode runs axe in the page itself (2–3× faster than opening a page per run); the
    // site has no frames, which is all legacy mode leaves out.
    const { violations } = await builder.setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze()
    const context = violations.length > 0 && mode === 'dark' ? ` (${await themeState(page)})` : ''
    findings.push(...describe(violations).map((v) => `[${state}, ${mode}${context}] ${v}`))
  }
  await run('light', new AxeBuilder({ page }).withTags(TAGS))
  if (!dark) return findings
  await setDark(page, true)
  await run('dark', new AxeBuilder({ page }).withRules(COLOUR_RULES))
  // A mode switched under axe would make its dark findings meaningless: say so instead.
  const after = await themeState(page)
  if (!/class="[^"]*\bdark\b/.test(after)) findings.push(`[${state}, dark] the mode changed during the audit: ${after}`)
  await setDark(page, false)
  return findings
}
