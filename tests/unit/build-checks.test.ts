import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateContent, type ContentFile } from '@/lib/content/validate'
import { parseControllerData } from '@/lib/data/controller'
import { formatProblem } from '@/lib/validation/problems'
import type { Device } from '@/lib/data/devices'

// The build-time checks of SPEC.md: each message names the file and the field (or line).

const controller = parseControllerData(fs.readFileSync('content/data/controller.yaml', 'utf8'))
const devices: Device[] = [
  {
    id: 'eastron-sdm630',
    type: 'energy-meter',
    stage: 'stable',
    brand: 'Eastron',
    model: 'SDM630',
    doc: 'Devices/Energy-meter/SDM630',
    interfaces: ['modbus-rtu'],
    reads: ['power'],
    controls: [],
    firmwareAny: 'stable-interface',
    connection: { link: 'rs485', controllerPort: 1, deviceTerminals: 'A, B' },
  },
]

const mdx = (frontmatter: string, body = 'Some text.') => `---\n${frontmatter}\n---\n\n${body}\n`
const base: ContentFile[] = [
  { path: 'docs/en/quick-start.mdx', text: mdx('title: Quick start\ndescription: Start here.') },
  { path: 'docs/en/Devices/_category_.yml', text: 'label: Devices\ndescription: Supported devices.\nslug: devices' },
  { path: 'docs/en/Devices/Energy-meter/_category_.yml', text: 'label: Meters\ndescription: Meters.\nslug: energy-meter' },
  { path: 'docs/en/Devices/Energy-meter/SDM630.mdx', text: mdx('title: SDM630\ndescription: A meter.', '<DeviceFacts id="eastron-sdm630" />\n\n<ConnectionDrawing id="eastron-sdm630" />') },
]

function check(extra: ContentFile[], replace: ContentFile[] = []) {
  const files = [...base.filter((f) => !replace.some((r) => r.path === f.path)), ...replace, ...extra]
  return validateContent(files, {
    contentDir: 'content',
    controller,
    devices,
    publicFiles: new Set(['/img/diagrams/p1-connection.svg']),
  }).map(formatProblem)
}

describe('build-time content checks', () => {
  it('accepts valid content', () => {
    expect(check([])).toEqual([])
  })

  it('names the file and field of invalid or missing front matter', () => {
    const problems = check([
      { path: 'docs/en/a.mdx', text: mdx('title: A') },
      { path: 'docs/en/b.mdx', text: mdx('title: B\ndescription: B\nsidebar_position: first') },
      { path: 'docs/en/c.mdx', text: mdx('title: C\ndescription: C\ndraft: yes please') },
      { path: 'docs/en/d.mdx', text: 'No front matter at all.' },
      { path: 'docs/en/e.mdx', text: mdx('title: E\ndescripton: typo') },
    ])
    expect(problems).toContain('content/docs/en/a.mdx: field "description": expected string, found nothing')
    expect(problems).toContain('content/docs/en/b.mdx: field "sidebar_position": expected number, found "first"')
    expect(problems).toContain('content/docs/en/c.mdx: field "draft": expected boolean, found "yes please"')
    expect(problems.some((p) => p.startsWith('content/docs/en/d.mdx: has no front matter'))).toBe(true)
    expect(problems.some((p) => p.startsWith('content/docs/en/e.mdx: field "descripton": unknown field'))).toBe(true)
  })

  it('names the file and line of an MDX component that does not exist', () => {
    const problems = check([{ path: 'docs/en/x.mdx', text: mdx('title: X\ndescription: X', 'Intro.\n\n<Wiring phase="L1" />') }])
    expect(problems).toEqual([
      'content/docs/en/x.mdx: line 8: unknown MDX component <Wiring>; available components are listed in lib/mdx/component-names.ts',
    ])
  })

  it('requires a value on every tab of a tab group, unique within it, and a group name made of words', () => {
    const tabs = (open: string, a: string, b: string) => `<Tabs${open}>\n  <Tab label="A"${a}>\n\nOne.\n\n  </Tab>\n  <Tab label="B"${b}>\n\nTwo.\n\n  </Tab>\n</Tabs>`
    const problems = check([
      { path: 'docs/en/t.mdx', text: mdx('title: T\ndescription: T', tabs(' groupId="link"', ' value="a"', '')) },
      { path: 'docs/en/u.mdx', text: mdx('title: U\ndescription: U', tabs(' groupId="link"', ' value="a"', ' value="a"')) },
      { path: 'docs/en/v.mdx', text: mdx('title: V\ndescription: V', tabs(' groupId="Network Link"', ' value="a"', ' value="b"')) },
      { path: 'docs/en/w.mdx', text: mdx('title: W\ndescription: W', tabs(' groupId="link"', ' value="a"', ' value="b"') + '\n\n' + tabs('', '', '')) },
    ])
    expect(problems).toEqual([
      'content/docs/en/t.mdx: line 6: <Tabs> groupId="link" needs a value="..." on every <Tab>, naming its choice in any language',
      'content/docs/en/u.mdx: line 6: <Tabs> groupId="link" has two <Tab>s with the same value',
      'content/docs/en/v.mdx: line 6: <Tabs> groupId="Network Link" must be lowercase words joined by hyphens',
    ])
  })

  it('names unknown admonitions and data references that do not resolve', () => {
    const problems = check([
      {
        path: 'docs/en/y.mdx',
        text: mdx(
          'title: Y\ndescription: Y',
          ':::caution\nCareful.\n:::\n\n<Spec id="supply.current" />\n\n<DeviceFacts id="sma-x" />\n\n<Figure src="/img/none.svg" alt="x" />',
        ),
      },
    ])
    expect(problems.join('\n')).toMatch(/y\.mdx: line 6: unknown admonition ":::caution"/)
    expect(problems.join('\n')).toMatch(/y\.mdx: line 10: <Spec> id="supply\.current" names no value/)
    expect(problems.join('\n')).toMatch(/y\.mdx: line 12: <DeviceFacts> id="sma-x" names no device/)
    expect(problems.join('\n')).toMatch(/y\.mdx: line 14: <Figure> src="\/img\/none\.svg" is not a file in public/)
  })

  it('names a missing attribute of a component', () => {
    const problems = check([{ path: 'docs/en/z.mdx', text: mdx('title: Z\ndescription: Z', '<CardGrid>\n  <Card title="A" />\n</CardGrid>\n\n<Figure src="/img/none.svg" />') }])
    expect(problems).toEqual([
      'content/docs/en/z.mdx: line 7: <Card> needs href="..."',
      'content/docs/en/z.mdx: line 10: <Figure> src="/img/none.svg" is not a file in public/',
      'content/docs/en/z.mdx: line 10: <Figure> needs alt text (alt="...") describing the picture',
    ])
  })

  it('reports a doc with no place in the sidebar', () => {
    const problems = check([
      { path: 'docs/nl/orphan.mdx', text: mdx('title: Wees\ndescription: Geen bron.\nsource_hash: 0123456789ab') },
      { path: 'docs/en/Loose/page.mdx', text: mdx('title: Loose\ndescription: No category.') },
    ])
    expect(problems).toContain(
      'content/docs/nl/orphan.mdx: has no English source content/docs/en/orphan.mdx, so it has no place in the sidebar',
    )
    expect(problems.some((p) => p.startsWith('content/docs/en/Loose/_category_.yml: is missing'))).toBe(true)
  })

  it('reports a sidebar entry naming a missing doc', () => {
    const problems = check([], [
      { path: 'docs/en/Devices/_category_.yml', text: 'label: Devices\ndescription: All.\nslug: devices\nlink: Devices/overview' },
    ])
    expect(problems).toEqual([
      'content/docs/en/Devices/_category_.yml: field "link": sidebar entry names a missing doc "Devices/overview" (expected an English doc path)',
    ])
  })

  it('reports device data that names a missing doc, and duplicate category slugs', () => {
    const problems = check([], [
      { path: 'docs/en/Devices/Energy-meter/SDM630.mdx', text: mdx('title: Moved\ndescription: x') },
      { path: 'docs/en/Devices/Energy-meter/_category_.yml', text: 'label: M\ndescription: M.\nslug: devices' },
    ])
    expect(problems).toContain(
      'content/docs/en/Devices/Energy-meter/_category_.yml: field "slug": expected a unique slug, but "devices" is also used by content/docs/en/Devices/_category_.yml',
    )
    expect(check([], [{ path: 'docs/en/Devices/Energy-meter/SDM630.mdx', text: 'x' }]).join('\n')).toMatch(/has no front matter/)
  })

  it('requires translations to record their source hash and to set only category texts', () => {
    const problems = check([
      { path: 'docs/de/quick-start.mdx', text: mdx('title: Schnellstart\ndescription: Hier beginnen.') },
      { path: 'docs/de/Devices/_category_.yml', text: 'label: Geräte\ndescription: Alle Geräte.\nslug: geraete' },
    ])
    expect(problems.some((p) => p.startsWith('content/docs/de/quick-start.mdx: field "source_hash": expected the hash'))).toBe(true)
    expect(problems).toContain(
      'content/docs/de/Devices/_category_.yml: field "slug": is set only in the English category file; translations set label and description',
    )
  })

  it('reports MDX syntax errors with their line', () => {
    const problems = check([{ path: 'docs/en/z.mdx', text: mdx('title: Z\ndescription: Z', 'Line one.\n\n<Steps>\n\n1. open\n') }])
    expect(problems).toEqual(['content/docs/en/z.mdx: line 8: MDX syntax error: Expected a closing tag for `<Steps>`'])
  })

  it('rejects unknown brand tokens', () => {
    const problems = check([{ path: 'docs/en/t.mdx', text: mdx('title: Install the {controller}\ndescription: T') }])
    expect(problems).toContain('content/docs/en/t.mdx: field "title": unknown brand token {controller}; see lib/site/brand.ts')
  })
})
