import 'server-only'
import { ContentError } from '../validation/problems'
import { englishAnchorMap } from '../content/anchors'
import { commissioningPlanProblems, parseCommissioningPlan, readCommissioningFile, stageBlock, type CommissioningPlan } from '../commissioning/plan'
import { stepsBlocks, type InlineResolver } from '../commissioning/steps'
import type { ChecklistStage, DeviceChoice } from '../commissioning/view'
import { controllerValue, loadControllerData } from '../data/controller'
import { localize } from '../i18n/localized-text'
import { isLocaleId, type LocaleId } from '../i18n/locales'
import { parseMdxBody, splitFrontmatter } from '../mdx/parse'
import { localizedPath } from '../i18n/paths'
import { COMMISSIONING_ROUTE } from '../content/routes'
import { resolveBrandText } from '../site/brand'
import { source } from './docs'
import { localPageLinks } from './local-titles'
import { deviceRows } from './device-rows'
import { tokens } from './site'

const bodyTree = (raw: string) => parseMdxBody(splitFrontmatter(raw).body)

function loadPlan(): CommissioningPlan | undefined {
  const { file, text } = readCommissioningFile()
  if (text === undefined) return undefined
  const { plan, problems } = parseCommissioningPlan(text, file)
  const english = (doc: string) => {
    const page = source.page('en', doc)
    return page && bodyTree(page.doc.body.raw)
  }
  const all = plan ? [...problems, ...commissioningPlanProblems(plan, file, english)] : problems
  if (all.length > 0) throw new ContentError(all)
  return plan
}

/** The plan of this content tree, checked once (undefined: the tree has no checklist). */
export const commissioningPlan = loadPlan()

function resolver(language: LocaleId): InlineResolver {
  const data = loadControllerData()
  return {
    brand: (token) => tokens[token] ?? '',
    spec: (id) => {
      const value = controllerValue(data, id)
      return value && resolveBrandText(localize(value.value, language), tokens)
    },
  }
}

const stageAnchor = (doc: string) => doc.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** Where a page's steps are on the checklist (`/de/commissioning/#installation`); undefined for a page not in it. */
export function checklistStageUrl(locale: LocaleId, docPath: string): string | undefined {
  if (!commissioningPlan?.stages.some((stage) => stage.doc === docPath)) return undefined
  return localizedPath(locale, COMMISSIONING_ROUTE, stageAnchor(docPath))
}

/** The checklist of a locale: each stage's steps from the page the reader would open. */
export function checklistStages(locale: LocaleId): ChecklistStage[] {
  if (!commissioningPlan) return []
  const link = localPageLinks(locale)
  return commissioningPlan.stages.flatMap((stage) => {
    const page = source.page(locale, stage.doc)
    const local = link(stage.doc)
    if (!page || !local) return []
    const language: LocaleId = page.status === 'fallback' ? 'en' : (isLocaleId(page.doc.locale) ? page.doc.locale : 'en')
    // The plan names English sections; a translation's list is the one in the same place.
    const englishBlocks = stepsBlocks(bodyTree(page.english.body.raw), resolver('en'))
    const index = englishBlocks.indexOf(stageBlock(stage, englishBlocks)!)
    const blocks = page.doc === page.english ? englishBlocks : stepsBlocks(bodyTree(page.doc.body.raw), resolver(language))
    const own = blocks[index]
    const block = own ?? englishBlocks[index]!
    const anchors = page.doc === page.english ? new Map<string, string>() : englishAnchorMap(page.doc.headings, page.english.headings)
    const section = anchors.get(block.section) ?? block.section
    return [
      {
        id: stageAnchor(stage.doc),
        title: local.title,
        url: section ? `${page.url}#${section}` : page.url,
        english: local.english || !own,
        steps: block.steps.map((step) => ({ id: `${stage.doc}#${step.number}`, ...step })),
      },
    ]
  })
}

/** The supported devices an installer can add to a site (only what the checklist and its report show). */
export function deviceChoices(locale: LocaleId): DeviceChoice[] {
  return deviceRows(locale).map(({ id, type, brand, model, firmwareMin, firmwareAny, url }) => ({ id, type, brand, model, url, ...(firmwareMin ? { firmwareMin } : { firmwareAny }) }))
}
