import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown, comparisonTable, medianRun, thresholdFailures, type LighthouseResult } from '../../scripts/bench/lighthouse'

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

  it('compares builds by the median and range of their runs', () => {
    const result = (tbtMs: number, lcpMs: number, performance: number, benchmarkIndex: number): LighthouseResult => ({
      name: '/installation/',
      path: '/installation/',
      benchmarkIndex,
      cpuSlowdown: 4,
      scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
      lcpMs,
      tbtMs,
      cls: 0,
      failedAudits: [],
    })
    const table = comparisonTable([
      { build: 'after', page: '/installation/', runs: [result(50, 2100, 99, 2500), result(90, 2300, 97, 2700), result(40, 2200, 99, 2600)] },
      { build: 'before', page: '/installation/', runs: [result(200, 2000, 95, 2400), result(100, 2400, 98, 2800)] },
    ]).split('\n')
    expect(table).toHaveLength(3)
    // Three runs: the middle one; two: the mean of both.
    expect(table[1]).toMatch(/after\s+3\s+99 \(97–99\)\s+50 ms \(40 ms–90 ms\)\s+2\.20 s \(2\.10 s–2\.30 s\)\s+2500–2700\s+4\.0–4\.0$/)
    expect(table[2]).toMatch(/before\s+2\s+96\.5 \(95–98\)\s+150 ms \(100 ms–200 ms\)\s+2\.20 s \(2\.00 s–2\.40 s\)\s+2400–2800/)
  })
})
