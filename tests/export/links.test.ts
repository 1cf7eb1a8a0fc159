import fs from 'node:fs'
import { expect, test } from 'vitest'

// The link check over out/ (written by the build): internal links and anchors of all locales.
test('every internal link and anchor of the export resolves', () => {
  const report = JSON.parse(fs.readFileSync('out/link-report.json', 'utf8')) as {
    summary: Record<string, number>
    locales: Record<string, { url: string; problems: { kind: string; href: string }[] }[]>
  }
  const failing = Object.values(report.locales)
    .flat()
    .flatMap((page) => page.problems.filter((p) => p.kind !== 'unlisted').map((p) => `${page.url}: ${p.kind} ${p.href}`))
  expect(failing).toEqual([])
  expect(report.summary.pages).toBeGreaterThan(200)
})
