/**
 * Colour contrast of the brand colours (WCAG 2.x relative luminance). The brand colours of the
 * site config become CSS variables (components/layout/BrandStyle.tsx) used for links, buttons
 * and highlights on the page backgrounds of app/globals.css; a white-label brand whose colours
 * are unreadable there must fail the build, not the reader.
 */

/** Backgrounds and text colours of app/globals.css that brand colours meet (a unit test keeps them equal). */
export const PAGE_COLOURS = {
  light: { bg: '#ffffff', bgSoft: '#f5f7f6', brandFg: '#ffffff' },
  dark: { bg: '#111614', bgRaised: '#1f2724', brandFg: '#0d1b16' },
} as const

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export interface ContrastProblem {
  field: 'primary' | 'primaryDark' | 'accent'
  against: string
  ratio: number
  needed: number
}

/** Where the theme's colours are too faint against the backgrounds and text they meet. */
export function themeContrastProblems(theme: { primary: string; primaryDark: string; accent: string }): ContrastProblem[] {
  const checks: [ContrastProblem['field'], string, string, number][] = [
    // Links and highlighted text in the brand colour; white text on brand buttons.
    ['primary', theme.primary, PAGE_COLOURS.light.bg, MIN_TEXT_CONTRAST],
    ['primary', theme.primary, PAGE_COLOURS.light.bgSoft, MIN_TEXT_CONTRAST],
    ['primary', theme.primary, PAGE_COLOURS.light.brandFg, MIN_TEXT_CONTRAST],
    ['primaryDark', theme.primaryDark, PAGE_COLOURS.dark.bg, MIN_TEXT_CONTRAST],
    ['primaryDark', theme.primaryDark, PAGE_COLOURS.dark.bgRaised, MIN_TEXT_CONTRAST],
    ['primaryDark', theme.primaryDark, PAGE_COLOURS.dark.brandFg, MIN_TEXT_CONTRAST],
    // The draft badge: black text on the accent colour.
    ['accent', theme.accent, '#000000', MIN_TEXT_CONTRAST],
  ]
  const seen = new Set<string>()
  return checks
    .filter(([field, , against]) => !seen.has(`${field} ${against}`) && Boolean(seen.add(`${field} ${against}`)))
    .map(([field, colour, against, needed]) => ({ field, against, ratio: contrastRatio(colour, against), needed }))
    .filter((c) => c.ratio < c.needed)
}
