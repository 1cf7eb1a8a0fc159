import { describe, expect, it } from 'vitest'
import { editUrl } from '@/lib/site/edit-url'
import { parseSiteConfig } from '@/lib/site/load'
import { ContentError, formatProblem } from '@/lib/validation/problems'
import { SITE_YAML } from './fixtures'

const withRepository = (block: string) => SITE_YAML.replace(/^repository:\n(  .*\n)+/m, block)

describe('"Edit this page" link', () => {
  it('follows the default pattern with the repository and branch of the site config', () => {
    const site = parseSiteConfig(withRepository('repository:\n  url: https://github.com/ampora/docs/\n  branch: release\n'), 'site.yaml')
    expect(editUrl(site, 'content/docs/en/Devices/Heat pump.mdx')).toBe(
      'https://github.com/ampora/docs/edit/release/content/docs/en/Devices/Heat%20pump.mdx',
    )
  })
  it("uses the host's own pattern and main as the default branch", () => {
    const site = parseSiteConfig(
      withRepository("repository:\n  url: https://gitlab.example.com/ampora/docs\n  editPattern: '{url}/-/edit/{branch}/{path}?ref_type=heads'\n"),
      'site.yaml',
    )
    expect(editUrl(site, 'content/docs/nl/installation.mdx')).toBe(
      'https://gitlab.example.com/ampora/docs/-/edit/main/content/docs/nl/installation.mdx?ref_type=heads',
    )
  })
  it('is left out when the site config names no repository', () => {
    const site = parseSiteConfig(withRepository(''), 'site.yaml')
    expect(site.repository).toBeUndefined()
    expect(editUrl(site, 'content/docs/en/installation.mdx')).toBeUndefined()
  })
  it('rejects a pattern without {path}, naming the field', () => {
    try {
      parseSiteConfig(withRepository("repository:\n  url: https://github.com/ampora/docs\n  editPattern: '{url}/edit'\n"), 'site.yaml')
      expect.unreachable()
    } catch (error) {
      expect((error as ContentError).problems.map(formatProblem)).toEqual([
        'site.yaml: field "repository.editPattern": expected a pattern with {path}, such as {url}/edit/{branch}/{path}, found "{url}/edit"',
      ])
    }
  })
})
