import { describe, expect, it } from 'vitest'
import { updateProblems } from '@/lib/dev/content-problems'
import { validateContent, validateContentFile, type ValidationContext } from '@/lib/content/validate'
import { formatProblem } from '@/lib/validation/problems'
import { parseControllerData } from '@/lib/data/controller'

const ctx: ValidationContext = {
  contentDir: 'content',
  controller: parseControllerData(
    'model: X\nhardwareRevision: A\nfirmware: { current: "1", minimumSupported: "1", releaseChannel: s }\nvalues: { supply: { voltage: { label: V, value: 230 V } } }\nterminals: []\nports: []\nleds: []\nresetButton: []\nnetworkPorts: []\ndataUsage: []\nresponseTimes: []\ncertificates: []\n',
  ),
  devices: [],
  publicFiles: new Set(),
}

describe('npm run dev: the check of a saved file', () => {
  it('names the file and field of a front matter problem, and the line of a component problem', () => {
    const file = { path: 'docs/en/Guides/x.mdx', text: '---\ntitle: X\ndescription: Y\nsidebar_position: two\n---\n\nText <Spec id="supply.nothing" />.\n' }
    expect(validateContentFile(file, ctx).map(formatProblem)).toEqual([
      'content/docs/en/Guides/x.mdx: field "sidebar_position": expected number, found "two"',
      'content/docs/en/Guides/x.mdx: line 7: <Spec> id="supply.nothing" names no value in data/controller.yaml',
    ])
  })
  it('checks the file alone: a translation or a folder is not blamed for the files around it', () => {
    const translation = { path: 'docs/nl/Guides/x.mdx', text: "---\ntitle: X\ndescription: Y\nsource_hash: '0123456789ab'\n---\n\nTekst.\n" }
    expect(validateContentFile(translation, ctx)).toEqual([])
    // The whole-tree check of the build does see that the English source is missing.
    expect(validateContent([translation], ctx).map(formatProblem)).toContain(
      'content/docs/nl/Guides/x.mdx: has no English source content/docs/en/Guides/x.mdx, so it has no place in the sidebar',
    )
  })
  it('keeps the open problems per file until that file is saved without them', () => {
    const problem = { file: 'content/docs/en/a.mdx', field: 'title', message: 'expected string, found nothing' }
    let open = updateProblems(new Map(), problem.file, [problem])
    open = updateProblems(open, 'content/docs/en/b.mdx', [])
    expect([...open.keys()]).toEqual(['content/docs/en/a.mdx'])
    expect([...updateProblems(open, problem.file, []).keys()]).toEqual([])
  })
})
