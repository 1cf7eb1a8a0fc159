import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { throttling } from 'lighthouse/core/config/constants.js'
import { CHROMIUM } from './stats'

/**
 * Lighthouse (npm lighthouse, default config = the mobile preset: a mid-range phone on a slow
 * 4G connection, simulated) on Debian's Chromium, against a build served by nginx.
 *
 * The preset slows the host's CPU down 4× to stand for the phone, which assumes a host as fast
 * as Lighthouse's reference machine (benchmark index about 1500). Our hosts are 2 shared cores,
 * often busy with builds: Lighthouse's own calibration (docs/throttling.md, "calibrating
 * multipliers") picks the slowdown from the host's measured benchmark index instead, so the
 * scores describe the site on the phone and not the load of the machine.
 */

export interface LighthousePage {
  /** Short name for the table, e.g. "guide (ar)". */
  name: string
  path: string
}

export interface LighthouseResult {
  name: string
  path: string
  /** Lighthouse's speed measure of the host during the run, and the CPU slowdown used. */
  benchmarkIndex: number
  cpuSlowdown: number
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits below a full score in the accessibility, best-practices and SEO categories. */
  failedAudits: { id: string; category: string; title: string }[]
}

export const THRESHOLDS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 } as const

/**
 * Below this benchmark index the host is slower than the phone even without any slowdown, so a
 * performance score measures the host (Lighthouse warns from 1000 on); it is then reported,
 * not judged.
 */
export const MIN_BENCHMARK_INDEX = 800

/**
 * The CPU slowdown that makes a host of this benchmark index behave like the preset's phone:
 * Lighthouse's calculator gives 3 + (index − 1300) / 233 from 1300 on (1533 → the default 4×);
 * below, it falls linearly to no slowdown at MIN_BENCHMARK_INDEX.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const slowdown = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : 1 + (2 * (benchmarkIndex - MIN_BENCHMARK_INDEX)) / 500
  return Math.round(Math.max(1, slowdown) * 10) / 10
}

/** A long guide, a device page, the home page and the search page, per locale. */
export function lighthousePages(locales: string[]): LighthousePage[] {
  return locales.flatMap((locale) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    return [
      { name: `home (${locale})`, path: `${prefix}/` },
      { name: `long guide (${locale})`, path: `${prefix}/wiring-best-practices/` },
      { name: `device page (${locale})`, path: `${prefix}/Devices/Energy-meter/Eastron/SDM630/` },
      { name: `search page (${locale})`, path: `${prefix}/search/?q=modbus` },
    ]
  })
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run']

/** The mobile preset's CPU slowdown (Lighthouse's default for a mid-range phone). */
export const PRESET_CPU_SLOWDOWN = 4

type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** One Chromium for a series of Lighthouse runs; `audit` runs one URL at a CPU slowdown. */
async function openLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const audit = async (url: string, cpuSlowdownMultiplier: number): Promise<LighthouseReport> => {
    const run = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } },
    )
    const lhr = run?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return lhr
  }
  return { audit, close: () => chrome.kill() }
}

/** What the table and the thresholds need from one report. */
function resultOf(page: LighthousePage, lhr: LighthouseReport, cpuSlowdown: number): LighthouseResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const failedAudits = ['accessibility', 'best-practices', 'seo', 'performance'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({ id: ref.id, category, title: lhr.audits[ref.id]!.title })),
  )
  return {
    name: page.name,
    path: page.path,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    failedAudits,
  }
}

/**
 * Runs the pages. The CPU slowdown is the preset's 4×, the number everyone compares; with
 * `calibrate`, it follows the host's benchmark index instead (Lighthouse's calculator), which on
 * a fast host is harsher.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  onResult?: (r: LighthouseResult) => void,
  options: { calibrate?: boolean; runs?: number } = {},
): Promise<LighthouseResult[]> {
  const runs = Math.max(1, options.runs ?? 1)
  const { audit, close } = await openLighthouse()
  const results: LighthouseResult[] = []
  try {
    // A first run warms the server and the browser and measures the host; it is not counted.
    let benchmarkIndex = (await audit(`${baseUrl}${pages[0]!.path}`, PRESET_CPU_SLOWDOWN)).environment.benchmarkIndex
    for (const page of pages) {
      const cpuSlowdown = options.calibrate ? calibratedCpuSlowdown(benchmarkIndex) : PRESET_CPU_SLOWDOWN
      // Several runs: the median by performance score (Lighthouse's own advice against the
      // variance of one run on a shared host).
      const lhrs = []
      for (let i = 0; i < runs; i++) lhrs.push(await audit(`${baseUrl}${page.path}`, cpuSlowdown))
      const result = resultOf(page, medianRun(lhrs), cpuSlowdown)
      results.push(result)
      onResult?.(result)
      // The load of a shared host changes; the next page is calibrated on this run's measure.
      benchmarkIndex = result.benchmarkIndex
    }
  } finally {
    close()
  }
  return results
}

/** A build to compare, served at baseUrl. */
export interface ComparedBuild {
  label: string
  baseUrl: string
}

export interface ComparedRuns {
  build: string
  page: string
  runs: LighthouseResult[]
}

/**
 * Two (or more) builds side by side: for each page, run after run, each build in turn (A B A B
 * …) with the same CPU slowdown, so that the host's changing load falls on both alike. With
 * `calibrate`, each round's slowdown follows the benchmark index of the round before.
 */
export async function compareLighthouse(
  builds: ComparedBuild[],
  pages: LighthousePage[],
  onRun: (build: string, r: LighthouseResult) => void,
  options: { calibrate?: boolean; runs?: number } = {},
): Promise<ComparedRuns[]> {
  const runs = Math.max(1, options.runs ?? 1)
  const { audit, close } = await openLighthouse()
  const compared = pages.flatMap((page) => builds.map((build) => ({ build: build.label, page: page.name, runs: [] as LighthouseResult[] })))
  try {
    let benchmarkIndex = 0
    for (const build of builds) benchmarkIndex = (await audit(`${build.baseUrl}${pages[0]!.path}`, PRESET_CPU_SLOWDOWN)).environment.benchmarkIndex
    for (const page of pages) {
      for (let i = 0; i < runs; i++) {
        const cpuSlowdown = options.calibrate ? calibratedCpuSlowdown(benchmarkIndex) : PRESET_CPU_SLOWDOWN
        // Alternate which build goes first, so neither always runs on a just-warmed browser.
        const order = i % 2 === 0 ? builds : [...builds].reverse()
        for (const build of order) {
          const result = resultOf(page, await audit(`${build.baseUrl}${page.path}`, cpuSlowdown), cpuSlowdown)
          compared.find((c) => c.build === build.label && c.page === page.name)!.runs.push(result)
          onRun(build.label, result)
          benchmarkIndex = result.benchmarkIndex
        }
      }
    }
  } finally {
    close()
  }
  return compared
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Medians and ranges of compared runs, one row per page and build. */
export function comparisonTable(compared: ComparedRuns[]): string {
  const range = (values: number[], format: (v: number) => string) =>
    `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const rows = [
    ['page', 'build', 'runs', 'perf median (range)', 'TBT median (range)', 'LCP median (range)', 'host index', 'CPU ×'],
    ...compared.map((c) => [
      c.page,
      c.build,
      String(c.runs.length),
      range(c.runs.map((r) => r.scores.performance), String),
      range(c.runs.map((r) => r.tbtMs), (v) => `${Math.round(v)} ms`),
      range(c.runs.map((r) => r.lcpMs), seconds),
      `${Math.min(...c.runs.map((r) => r.benchmarkIndex))}–${Math.max(...c.runs.map((r) => r.benchmarkIndex))}`,
      `${Math.min(...c.runs.map((r) => r.cpuSlowdown)).toFixed(1)}–${Math.max(...c.runs.map((r) => r.cpuSlowdown)).toFixed(1)}`,
    ]),
  ]
  return formatTable(rows)
}

/** Columns padded to their widest cell; the first `leftColumns` aligned left, the rest right. */
function formatTable(rows: string[][], leftColumns = 2): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  return rows.map((row) => row.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n')
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun<T extends { categories: Record<string, { score: number | null } | undefined> }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

/** What keeps a page below its thresholds; empty when it meets them. */
export function thresholdFailures(result: LighthouseResult, options: { judgePerformance?: boolean } = {}): string[] {
  const problems: string[] = []
  const judgePerformance = (options.judgePerformance ?? true) && result.benchmarkIndex >= MIN_BENCHMARK_INDEX
  if (judgePerformance && result.scores.performance < THRESHOLDS.performance)
    problems.push(`performance ${result.scores.performance} < ${THRESHOLDS.performance}`)
  for (const category of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (result.scores[category] >= THRESHOLDS[category]) continue
    const lhCategory = category === 'bestPractices' ? 'best-practices' : category
    const failed = result.failedAudits.filter((a) => a.category === lhCategory)
    problems.push(`${category} ${result.scores[category]} < ${THRESHOLDS[category]}: ${failed.map((a) => `${a.id} (${a.title})`).join(', ')}`)
  }
  return problems
}

/** The results as a table a person can read. */
export function lighthouseTable(results: LighthouseResult[]): string {
  const rows = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'host index', 'CPU ×'],
    ...results.map((r) => [
      r.name,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores.bestPractices),
      String(r.scores.seo),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${r.tbtMs} ms`,
      r.cls.toFixed(3),
      String(r.benchmarkIndex),
      r.cpuSlowdown.toFixed(1),
    ]),
  ]
  return formatTable(rows, 1)
}
