import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs a script on the broken fixture content; its exit status, stdout and trimmed stderr lines. */
function runOnBrokenContent(script: string, env: Record<string, string> = {}) {
  const result = spawnSync('npx', ['tsx', script], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content-broken', ...env },
  })
  return { status: result.status, stdout: result.stdout, lines: result.stderr.split('\n').map((l) => l.trim()) }
}

const NL_PAGE_PROBLEM =
  'tests/fixtures/content-broken/docs/nl/quick-start.mdx: line 7: unknown MDX component <KabelSchema>; available components are listed in lib/mdx/component-names.ts'

describe('npm run check on broken content', () => {
  it('exits 1 and prints every problem with its file and field', () => {
    const { status, lines } = runOnBrokenContent('scripts/check-content.ts')
    expect(status).toBe(1)
    expect(lines).toContain(
      'tests/fixtures/content-broken/sites/ampora/site.yaml: field "theme.primary": expected a hex colour such as #0f7a5c, found "green"',
    )
    expect(lines).toContain('tests/fixtures/content-broken/docs/en/Guides/broken.mdx: field "description": expected string, found nothing')
    expect(lines).toContain(
      'tests/fixtures/content-broken/docs/en/Guides/broken.mdx: line 5: unknown MDX component <WiringDiagram>; available components are listed in lib/mdx/component-names.ts',
    )
    expect(lines.some((l) => l.startsWith('tests/fixtures/content-broken/docs/en/Guides/_category_.yml: is missing'))).toBe(true)
    // Fault codes: a maker that is not a supported brand, a code without its page.
    expect(lines.some((l) => l.startsWith('tests/fixtures/content-broken/data/faults/acme.yaml: field "source": "Acme" is not a brand of content/data/devices/'))).toBe(true)
    expect(lines).toContain(
      'tests/fixtures/content-broken/data/faults/acme.yaml: field "codes.0.doc": "Guides/missing" is not a doc this build publishes; every code needs the page that covers it',
    )
    // The commissioning checklist's plan: a stage without a page, a page without steps.
    expect(lines).toContain('tests/fixtures/content-broken/data/commissioning.yaml: field "stages.0.doc": "Guides/missing" is not a doc this build publishes')
    expect(lines).toContain(
      'tests/fixtures/content-broken/data/commissioning.yaml: field "stages.1.doc": "quick-start" has no numbered steps (<Steps> with an ordered list) to check off',
    )
    expect(lines).toContain(NL_PAGE_PROBLEM)
  })

  it('checks the pages of the locales a build makes (LOCALES), with English and the data files', () => {
    const { status, lines } = runOnBrokenContent('scripts/check-content.ts', { LOCALES: 'ar' })
    expect(status).toBe(1)
    expect(lines).toContain('tests/fixtures/content-broken/docs/en/Guides/broken.mdx: field "description": expected string, found nothing')
    expect(lines.some((l) => l.startsWith('tests/fixtures/content-broken/data/faults/acme.yaml:'))).toBe(true)
    expect(lines).not.toContain(NL_PAGE_PROBLEM)
    expect(runOnBrokenContent('scripts/check-content.ts', { LOCALES: 'nl' }).lines).toContain(NL_PAGE_PROBLEM)
  })

  // The real content is checked by every build with this same check (the test below shows the
  // build stops on its problems), and by `npm run check`: not again here, where it took a minute
  // of the CI run.
  it('stops npm run build before contentlayer and Next.js finish, with the same messages', () => {
    const { status, stdout, lines } = runOnBrokenContent('scripts/build.ts')
    expect(status).toBe(1)
    expect(lines).toContain('tests/fixtures/content-broken/docs/en/Guides/broken.mdx: field "description": expected string, found nothing')
    expect(stdout).not.toMatch(/✓ content check|Generated \d+ documents|next build/)
  })
})
