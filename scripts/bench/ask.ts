import { chromium } from '@playwright/test'
import { evaluateAsk } from '../../quality/ask-evaluation'
import { CHROMIUM, CHROMIUM_ARGS, percentile } from './stats'

export interface AskMeasure {
  /** Answer time of the extractive backend (the worker's code, in Node) over the test questions. */
  answerP50Ms: number
  answerP95Ms: number
  questions: number
  citationRate: number
  /** In Chromium: click on "Ask AI" to the answer on screen, the index already loaded. */
  clickToAnswerMs: number[]
}

export async function measureAsk(baseUrl: string, outDir = 'out'): Promise<AskMeasure> {
  const evaluation = await evaluateAsk(outDir)
  const times = evaluation.results.map((r) => r.ms)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const clickToAnswer: number[] = []
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' })
    for (const question of ['How do I reset the controller to factory settings?', 'Which ports do I need to open in the firewall?', 'How does peak shaving with the battery work?']) {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
      await page.keyboard.press('Control+k')
      await page.locator('dialog[data-search-dialog]').getByRole('combobox').fill(question)
      await page.locator('[data-search-hit]').first().waitFor()
      const start = Date.now()
      await page.locator('[data-ask-row]').click()
      await page.locator('[data-ask-answer], [data-ask-nothing]').first().waitFor()
      clickToAnswer.push(Date.now() - start)
    }
  } finally {
    await browser.close()
  }
  return {
    answerP50Ms: percentile(times, 50),
    answerP95Ms: percentile(times, 95),
    questions: times.length,
    citationRate: Math.round(evaluation.citationRate * 1000) / 1000,
    clickToAnswerMs: clickToAnswer,
  }
}
