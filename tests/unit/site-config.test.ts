import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadSiteConfig, parseSiteConfig } from '@/lib/site/load'
import { ContentError, formatProblem } from '@/lib/validation/problems'
import { brandTokens, resolveBrandText } from '@/lib/site/brand'
import { withLocaleSlice } from '@/lib/site/locale-slice'
import { SITE_YAML, testSite } from './fixtures'

const FILE = 'content/sites/test/site.yaml'

function problemsOf(yaml: string): string[] {
  try {
    parseSiteConfig(yaml, FILE)
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem)
    throw error
  }
  return []
}

const edit = (from: RegExp, to: string) => SITE_YAML.replace(from, to)

describe('site config validation', () => {
  it('accepts the default brand', () => {
    expect(problemsOf(SITE_YAML)).toEqual([])
  })
  it('names a missing field and the type it expects', () => {
    expect(problemsOf(edit(/^title: .*\n/m, ''))).toEqual([`${FILE}: field "title": expected string, found nothing`])
  })
  it('names a nested field with a wrong value', () => {
    expect(problemsOf(edit(/primary: '#0b7a5b'/, 'primary: green'))).toEqual([
      `${FILE}: field "theme.primary": expected a hex colour such as #0f7a5c, found "green"`,
    ])
    expect(problemsOf(edit(/toolbox: true/, 'toolbox: "yes"'))).toEqual([
      `${FILE}: field "custom.toolbox": expected boolean, found "yes"`,
    ])
  })
  it('rejects unknown fields, so typos do not pass silently', () => {
    expect(problemsOf(`${SITE_YAML}\ntagLine: oops\n`)).toEqual([
      `${FILE}: field "tagLine": unknown field (allowed fields are listed in the schema); found "tagLine"`,
    ])
  })
  it('requires English among the locales and known locale ids', () => {
    expect(problemsOf(edit(/^locales: .*$/m, 'locales: [nl, fr]'))).toEqual([
      `${FILE}: field "locales": expected the list to include "en", the default locale, found ["nl","fr"]`,
    ])
    expect(problemsOf(edit(/^locales: .*$/m, 'locales: [en, zh]'))[0]).toMatch(/field "locales\.1": .*found "zh"/)
  })
  it('reports broken YAML', () => {
    expect(problemsOf('title: [unclosed')[0]).toMatch(/^content\/sites\/test\/site\.yaml: is not valid YAML/)
  })
  it('checks the base path and URLs', () => {
    expect(problemsOf(edit(/^basePath: ''$/m, 'basePath: docs/'))[0]).toMatch(/field "basePath": expected "" or a path such as \/docs/)
    expect(problemsOf(edit(/^url: .*$/m, 'url: docs.example.com'))[0]).toMatch(/field "url": .*found "docs\.example\.com"/)
  })
})

describe('site config files', () => {
  function loadProblems(name: string, root: string): string[] {
    try {
      loadSiteConfig(name, root)
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map(formatProblem)
      throw error
    }
    return []
  }
  function siteFolder(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
    fs.mkdirSync(path.join(root, 'content/sites/brand'), { recursive: true })
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, 'content/sites/brand', name), text)
    return root
  }

  it('both brands in the repository are valid', () => {
    expect(loadProblems('ampora', process.cwd())).toEqual([])
    expect(loadProblems('lumiq', process.cwd())).toEqual([])
  })
  it('names an unknown brand folder', () => {
    expect(loadProblems('nobrand', process.cwd())).toEqual(['content/sites/nobrand/site.yaml: does not exist (SITE=nobrand); sites are folders of content/sites'])
  })
  it('names the field of a logo or favicon file that is missing', () => {
    const root = siteFolder({ 'site.yaml': SITE_YAML, 'logo.svg': '<svg/>', 'favicon.svg': '<svg/>' })
    try {
      expect(loadProblems('brand', root)).toEqual(['content/sites/brand/site.yaml: field "navbar.logo.srcDark": expected a file in content/sites/brand/, found no "logo-dark.svg"'])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
  it('names a colour that is not a hex colour', () => {
    expect(problemsOf(edit(/accent: '#f2a900'/, "accent: '#f2a9'"))).toEqual([`${FILE}: field "theme.accent": expected a hex colour such as #0f7a5c, found "#f2a9"`])
  })
  it('names a flag that is missing', () => {
    expect(problemsOf(edit(/^  toolbox: true\n/m, ''))).toEqual([`${FILE}: field "custom.toolbox": expected boolean, found nothing`])
  })
})

describe('brand tokens', () => {
  it('resolve from the site config', () => {
    const tokens = brandTokens(testSite())
    expect(resolveBrandText('Connect {controllerName} to {portalName}', tokens)).toBe('Connect Ampora Edge to Ampora Cloud')
  })
})

describe('locale slice', () => {
  it('keeps English and the listed locales', () => {
    expect(withLocaleSlice(testSite(), 'ar, nl').locales).toEqual(['en', 'nl', 'ar'])
    expect(withLocaleSlice(testSite(), undefined).locales).toHaveLength(12)
    expect(() => withLocaleSlice(testSite(), 'xx')).toThrow(/unknown locales: xx/)
  })
})

describe('brand colours are readable', () => {
  it('rejects a primary colour too faint for links on the light background', () => {
    expect(problemsOf(edit(/primary: '#0b7a5b'/, "primary: '#7fd8b8'"))).toEqual([
      `${FILE}: field "theme.primary": expected a colour readable with #ffffff (contrast at least 4.5:1; this one has 1.69:1), found "#7fd8b8"`,
      `${FILE}: field "theme.primary": expected a colour readable with #f5f7f6 (contrast at least 4.5:1; this one has 1.57:1), found "#7fd8b8"`,
    ])
  })
  it('rejects a dark-mode colour too dark for the dark background', () => {
    expect(problemsOf(edit(/primaryDark: '#4fd1a5'/, "primaryDark: '#0b7a5b'"))[0]).toMatch(
      /field "theme\.primaryDark": expected a colour readable with #111614 \(contrast at least 4\.5:1; this one has 3\.\d\d:1\), found "#0b7a5b"/,
    )
  })
  it('rejects an announcement text colour unreadable on its background', () => {
    expect(problemsOf(edit(/textColor: '#ffffff'/, "textColor: '#2f9e7e'"))).toEqual([
      `${FILE}: field "announcementBar.textColor": expected a text colour readable on the bar's background colour (contrast at least 4.5:1), found "#2f9e7e"`,
    ])
  })
})

describe('the page colours the contrast check knows', () => {
  it('are the ones of app/globals.css', async () => {
    const { PAGE_COLOURS } = await import('@/lib/site/contrast')
    const css = fs.readFileSync('app/globals.css', 'utf8')
    const block = (selector: string) => new RegExp(`\\n${selector} \\{([^}]*)\\}`).exec(css)![1]!
    const variable = (text: string, name: string) => new RegExp(`--${name}: (#[0-9a-f]{6})`).exec(text)?.[1]
    const light = block(':root')
    const dark = block('\\.dark')
    expect({ bg: variable(light, 'bg'), bgSoft: variable(light, 'bg-soft'), brandFg: variable(light, 'brand-fg') }).toEqual(PAGE_COLOURS.light)
    expect({ bg: variable(dark, 'bg'), bgRaised: variable(dark, 'bg-raised'), brandFg: variable(dark, 'brand-fg') }).toEqual(PAGE_COLOURS.dark)
  })
})
