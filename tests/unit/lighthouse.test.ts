import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown, medianRun, thresholdFailures, type LighthouseResult } from '../../scripts/bench/lighthouse'

const run = (performance: number | null, id: string) => ({ id, categories: { performance: { score: performance } } })

describe('Lighthouse runs', () => {
  it('keeps the run with the median performance score', () => {
    expect(medianRun([run(0.93, 'a'), run(0.97, 'b'), run(0.95, 'c')]).id).toBe('c')
    expect(medianRun([run(0.9, 'a')]).id).toBe('a')
    // Even count: the lower middle run, so a gate is never passed on the better half alone.
    expect(medianRun([run(0.99, 'a'), run(0.9, 'b'), run(0.94, 'c'), run(0.96, 'd')]).id).toBe('c')
    expect(medianRun([run(null, 'a'), run(0.5, 'b'), run(0.6, 'c')]).id).toBe('b')
  })

  it('calibrates the CPU slowdown as Lighthouse’s calculator does', () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4)
    expect(calibratedCpuSlowdown(2000)).toBe(6)
    expect(calibratedCpuSlowdown(800)).toBe(1)
  })

  it('names what keeps a page below its thresholds', () => {
    const result: LighthouseResult = {
      name: 'home (en)',
      path: '/',
      benchmarkIndex: 1500,
      cpuSlowdown: 4,
      scores: { performance: 90, accessibility: 100, bestPractices: 100, seo: 92 },
      lcpMs: 2000,
      tbtMs: 300,
      cls: 0,
      failedAudits: [{ id: 'is-crawlable', category: 'seo', title: 'Page is blocked from indexing' }],
    }
    expect(thresholdFailures(result)).toEqual([
      'performance 90 < 95',
      'seo 92 < 100: is-crawlable (Page is blocked from indexing)',
    ])
    // Performance is not judged on a host too slow for it.
    expect(thresholdFailures({ ...result, benchmarkIndex: 500 })).toEqual([
      'seo 92 < 100: is-crawlable (Page is blocked from indexing)',
    ])
    // CI prints performance without judging it; the other categories still count.
    expect(thresholdFailures(result, { judgePerformance: false })).toEqual([
      'seo 92 < 100: is-crawlable (Page is blocked from indexing)',
    ])
  })
})
