import { z } from 'zod'
import type { ControllerData } from '../data/controller'
import { DEVICE_TYPES, type Device } from '../data/devices'
import type { MdxComponentName } from '../mdx/component-names'

/** What the props of the MDX components are checked against: the content's data and public files. */
export interface ComponentDataContext {
  controller: ControllerData
  devices: Device[]
  /** Files in public/, as site paths (`/img/diagrams/p1.svg`). */
  publicFiles: Set<string>
}

/** The props of one use of a component: its string attributes, and for <Tabs> the values of its tabs. */
export type ComponentProps = Record<string, string | (string | undefined)[] | undefined>

const KEBAB_WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * One schema per MDX component that takes data or needs its props: each message says what is
 * wrong after `<Name> attr="value"` (lib/validation/problems.ts componentPropProblems). A component
 * without a schema takes any props.
 */
export function componentPropSchemas({ controller, devices, publicFiles }: ComponentDataContext): Partial<Record<MdxComponentName, z.ZodType>> {
  const required = (attribute: string) => ({ error: `needs ${attribute}="..."` })
  const deviceId = (what: string, test: (device: Device) => boolean) =>
    z.string(required('id')).refine((id) => devices.some((d) => d.id === id && test(d)), `names no ${what} in data/devices/`)
  return {
    Spec: z.object({
      id: z.string(required('id')).refine((id) => {
        const [group, key] = id.split('.')
        return Boolean(group && key && controller.values[group]?.[key])
      }, 'names no value in data/controller.yaml'),
    }),
    SpecTable: z.object({
      group: z.string(required('group')).refine((groups) => groups.split(',').every((g) => controller.values[g.trim()]), 'names a group that is not in data/controller.yaml'),
    }),
    LedTable: z.object({
      led: z.string().refine((led) => controller.leds.some((l) => l.id === led), 'names no LED in data/controller.yaml').optional(),
    }),
    CompatibilityTable: z.object({
      type: z
        .string(required('type'))
        .refine((type) => (DEVICE_TYPES as readonly string[]).includes(type), `is not a device type; use one of ${DEVICE_TYPES.join(', ')}`)
        .refine((type) => devices.some((d) => d.type === type), 'has no device in data/devices/, so the table would be empty'),
    }),
    DeviceFacts: z.object({ id: deviceId('device', () => true) }),
    ConnectionDrawing: z.object({ id: deviceId('device with a connection', (d) => d.connection !== undefined) }),
    Figure: z.object({
      src: z.string().refine((src) => publicFiles.has(src), 'is not a file in public/').optional(),
      alt: z.string({ error: 'needs alt text (alt="...") describing the picture' }).min(1, 'needs alt text (alt="...") describing the picture'),
    }),
    Tab: z.object({ label: z.string(required('label')).min(1, 'needs a label="..."') }),
    // Tabs of one group switch together and are remembered by their values (components/static-html/tabs.ts).
    Tabs: z
      .object({
        groupId: z.string().regex(KEBAB_WORDS, 'must be lowercase words joined by hyphens').optional(),
        tabValues: z.array(z.string().optional()),
      })
      .superRefine(({ groupId, tabValues }, ctx) => {
        if (groupId === undefined || !KEBAB_WORDS.test(groupId)) return
        if (tabValues.some((v) => !v)) ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'needs a value="..." on every <Tab>, naming its choice in any language' })
        else if (new Set(tabValues).size !== tabValues.length) ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'has two <Tab>s with the same value' })
      }),
    Card: z.object({ href: z.string(required('href')).min(1), title: z.string(required('title')).min(1) }),
  }
}
