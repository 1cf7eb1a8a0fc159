import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parse as parseYaml } from 'yaml'
import type { Root } from 'mdast'
import { contentDir } from '../content-dir'
import { zodProblems, type Problem } from '../validation/problems'
import { stepsBlocks, type InlineResolver, type StepsBlock } from './steps'

/**
 * The commissioning checklist's plan (`content/data/commissioning.yaml`): which pages' steps make
 * up a commissioning, in order. The steps themselves stay on the pages (lib/commissioning/steps.ts).
 */
export const COMMISSIONING_FILE = 'data/commissioning.yaml'

const planSchema = z
  .object({
    stages: z
      .array(
        z
          .object({
            /** English doc path, as in data/devices/. */
            doc: z.string().min(1),
            /** Anchor of the heading the steps sit under; the page's first list when left out. */
            section: z.string().min(1).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

export type CommissioningPlan = z.infer<typeof planSchema>
export type PlannedStage = CommissioningPlan['stages'][number]

export function parseCommissioningPlan(text: string, file: string): { plan?: CommissioningPlan; problems: Problem[] } {
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (error) {
    return { problems: [{ file, message: `not valid YAML: ${(error as Error).message}` }] }
  }
  const result = planSchema.safeParse(raw)
  return result.success ? { plan: result.data, problems: [] } : { problems: zodProblems(file, raw, result.error) }
}

/** The steps a stage takes from its page: the block under its section, else the page's first. */
export function stageBlock(stage: PlannedStage, blocks: StepsBlock[]): StepsBlock | undefined {
  return stage.section === undefined ? blocks[0] : blocks.find((b) => b.section === stage.section)
}

/** Words are not needed to check the plan, only the structure of the pages. */
const SILENT: InlineResolver = { brand: () => '', spec: () => '' }

/**
 * What is wrong with the plan against the English pages: a doc that is not published, a page
 * without numbered steps, a section that holds none. `body` gives a page's parsed MDX body.
 */
export function commissioningPlanProblems(plan: CommissioningPlan, file: string, body: (doc: string) => Root | undefined): Problem[] {
  const problems: Problem[] = []
  const seen = new Set<string>()
  plan.stages.forEach((stage, i) => {
    const key = `${stage.doc}#${stage.section ?? ''}`
    if (seen.has(key)) problems.push({ file, field: `stages.${i}`, message: `"${key}" is listed twice; each stage must be a different list of steps` })
    seen.add(key)
    const tree = body(stage.doc)
    if (!tree) {
      problems.push({ file, field: `stages.${i}.doc`, message: `"${stage.doc}" is not a doc this build publishes` })
      return
    }
    const blocks = stepsBlocks(tree, SILENT)
    if (blocks.length === 0) {
      problems.push({ file, field: `stages.${i}.doc`, message: `"${stage.doc}" has no numbered steps (<Steps> with an ordered list) to check off` })
    } else if (!stageBlock(stage, blocks)) {
      const sections = [...new Set(blocks.map((b) => b.section || '(before the first heading)'))].join(', ')
      problems.push({ file, field: `stages.${i}.section`, message: `"${stage.section}" holds no <Steps> on "${stage.doc}"; sections with steps: ${sections}` })
    }
  })
  return problems
}

/** The plan file's path, and its text when the content tree has one. */
export function readCommissioningFile(root = process.cwd()): { file: string; text?: string } {
  const file = path.join(contentDir(), COMMISSIONING_FILE)
  const full = path.join(root, file)
  return { file, text: fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined }
}
