import { describe, expect, it } from 'vitest'
import { parseMdxBody } from '@/lib/mdx/parse'
import { inlineText, stepsBlocks, type InlineResolver } from '@/lib/commissioning/steps'
import { commissioningPlanProblems, parseCommissioningPlan, stageBlock } from '@/lib/commissioning/plan'
import {
  addDevice,
  currentSite,
  doneCount,
  exportSites,
  importSites,
  mergeImported,
  newSite,
  parseStore,
  removeDevice,
  setDeviceSerial,
  setField,
  setNote,
  setStepDone,
} from '@/lib/commissioning/site-record'

const resolve: InlineResolver = {
  brand: (token) => ({ controllerName: 'Edge One', portalName: 'Cloud Desk' })[token] ?? `?${token}`,
  spec: (id) => ({ 'wiring.terminalTorque': '0.5 Nm' })[id],
}

const PAGE = `
Intro text.

## Install step by step

<Steps>

1. **Mount the controller.**

   Hook it over the rail.

   The controller sits firmly.

2. **Wire the supply.**

   Tighten to <Spec id="wiring.terminalTorque" />.

</Steps>

## Link it

<Tabs>
  <Tab label="QR">

<Steps>

1. Open **Installations** in <PortalName />.

   The form shows the serial number of the <ControllerName />.

2. Fill in the form:

   - the name
   - the address

3. Select \`Save\`.

</Steps>

  </Tab>
</Tabs>
`

describe('steps of a page', () => {
  const blocks = stepsBlocks(parseMdxBody(PAGE), resolve)

  it('finds every <Steps> block with the section it sits under, also inside tabs', () => {
    expect(blocks.map((b) => [b.section, b.steps.length])).toEqual([
      ['install-step-by-step', 2],
      ['link-it', 3],
    ])
  })

  it('takes the first paragraph as what to do and the last as what to see', () => {
    const [mount, supply] = blocks[0]!.steps
    expect(mount!.action).toEqual([{ text: 'Mount the controller.', strong: true }])
    expect(inlineText(mount!.check!)).toBe('The controller sits firmly.')
    // The last paragraph of a two-paragraph title step is its body: the value is resolved.
    expect(inlineText(supply!.check!)).toBe('Tighten to 0.5 Nm.')
  })

  it('resolves brand components, keeps bold labels and code, and gives no check when the step ends in a list or has one paragraph', () => {
    const [open, fill, save] = blocks[1]!.steps
    expect(open!.action).toEqual([{ text: 'Open ' }, { text: 'Installations', strong: true }, { text: ' in Cloud Desk.' }])
    expect(inlineText(open!.check!)).toBe('The form shows the serial number of the Edge One.')
    expect(fill!.check).toBeUndefined()
    expect(save!.action).toEqual([{ text: 'Select ' }, { text: 'Save', code: true }, { text: '.' }])
    expect(save!.check).toBeUndefined()
    expect(save!.number).toBe(3)
  })

  it('picks the block a plan stage names, or the first', () => {
    expect(stageBlock({ doc: 'x', section: 'link-it' }, blocks)).toBe(blocks[1])
    expect(stageBlock({ doc: 'x' }, blocks)).toBe(blocks[0])
    expect(stageBlock({ doc: 'x', section: 'nowhere' }, blocks)).toBeUndefined()
  })
})

describe('the checklist plan', () => {
  const pages: Record<string, string> = { installation: PAGE, 'no-steps': 'Just text.\n\n## A heading\n\nMore text.' }
  const body = (doc: string) => (pages[doc] === undefined ? undefined : parseMdxBody(pages[doc]!))

  it('accepts stages that name published pages with steps', () => {
    const { plan, problems } = parseCommissioningPlan('stages:\n  - doc: installation\n  - doc: installation\n    section: link-it\n', 'plan.yaml')
    expect(problems).toEqual([])
    expect(commissioningPlanProblems(plan!, 'plan.yaml', body)).toEqual([])
  })

  it('names the file and field of each problem', () => {
    const text = 'stages:\n  - doc: missing\n  - doc: no-steps\n  - doc: installation\n    section: wiring\n  - doc: installation\n    section: wiring\n'
    const { plan } = parseCommissioningPlan(text, 'plan.yaml')
    const problems = commissioningPlanProblems(plan!, 'plan.yaml', body)
    expect(problems.map((p) => p.field)).toEqual(['stages.0.doc', 'stages.1.doc', 'stages.2.section', 'stages.3', 'stages.3.section'])
    expect(problems[2]!.message).toContain('sections with steps: install-step-by-step, link-it')
  })

  it('refuses unknown fields and bad YAML with the file named', () => {
    expect(parseCommissioningPlan('stages:\n  - doc: a\n    steps: 3\n', 'plan.yaml').problems[0]).toMatchObject({ file: 'plan.yaml', field: 'stages.0.steps' })
    expect(parseCommissioningPlan('stages: [', 'plan.yaml').problems[0]!.message).toMatch(/^not valid YAML/)
  })
})

describe('a site record', () => {
  const t0 = '2026-11-27T08:00:00.000Z'
  const t1 = '2026-11-27T09:00:00.000Z'

  it('ticks, unticks and notes steps; an emptied note is removed', () => {
    let site = newSite('a', t0)
    site = setStepDone(site, 'installation#1', true, t1)
    site = setStepDone(site, 'installation#2', true, t1)
    site = setStepDone(site, 'installation#2', false, t1)
    site = setNote(site, 'installation#1', 'Rail was loose', t1)
    expect(site.done).toEqual({ 'installation#1': t1 })
    expect(site.notes).toEqual({ 'installation#1': 'Rail was loose' })
    expect(setNote(site, 'installation#1', '  ', t1).notes).toEqual({})
    expect(site.updated).toBe(t1)
    expect(doneCount(site, ['installation#1', 'installation#2', 'gone#1'])).toBe(1)
  })

  it('keeps fields and devices, two of the same model apart', () => {
    let site = setField(newSite('a', t0), 'serial', 'AE-123456', t1)
    site = addDevice(site, 'eastron-sdm630', 'k1', t1)
    site = addDevice(site, 'eastron-sdm630', 'k2', t1)
    site = setDeviceSerial(site, 'k2', 'SN-2', t1)
    site = removeDevice(site, 'k1', t1)
    expect(site.serial).toBe('AE-123456')
    expect(site.devices).toEqual([{ key: 'k2', device: 'eastron-sdm630', serial: 'SN-2' }])
  })

  it('exports to JSON that imports back to the same sites', () => {
    const site = setNote(setStepDone(setField(newSite('a', t0), 'name', 'Farm Lindqvist', t1), 's#1', true, t1), 's#1', 'ok', t1)
    const result = importSites(exportSites([site], t1))
    expect(result).toEqual({ ok: true, sites: [site] })
  })

  it('refuses a file that is not JSON, not an export, or damaged, saying which', () => {
    expect(importSites('{nope')).toMatchObject({ ok: false, problem: 'json' })
    expect(importSites('{"format":"something-else"}')).toMatchObject({ ok: false, problem: 'format' })
    const damaged = JSON.parse(exportSites([newSite('a', t0)], t1)) as { sites: { done: unknown }[] }
    damaged.sites[0]!.done = 'all of them'
    expect(importSites(JSON.stringify(damaged))).toMatchObject({ ok: false, problem: 'content', detail: expect.stringContaining('sites.0.done') })
  })

  it('merges imported sites by id and shows the first imported', () => {
    const a = newSite('a', t0)
    const b = newSite('b', t0)
    const newerA = setField(a, 'name', 'A2', t1)
    const merged = mergeImported({ sites: [a, b], current: 'b' }, [newerA])
    expect(merged.sites.map((s) => [s.id, s.name])).toEqual([
      ['b', ''],
      ['a', 'A2'],
    ])
    expect(currentSite(merged)?.id).toBe('a')
  })

  it('reads kept data, and reports what it cannot read instead of guessing', () => {
    expect(parseStore(null)).toEqual({ sites: [] })
    expect(parseStore('not json')).toBeUndefined()
    expect(parseStore('{"sites":[{"id":1}]}')).toBeUndefined()
    const store = { sites: [newSite('a', t0), setField(newSite('b', t0), 'name', 'B', t1)] }
    expect(parseStore(JSON.stringify(store))).toEqual(store)
    // Without a current site, the most recently changed one is shown.
    expect(currentSite(store)?.id).toBe('b')
  })
})
