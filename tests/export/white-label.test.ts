import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { filesMatching } from '../support/output-scan'

// The reverse of tests/e2e/variants/lumiq.spec.ts: the default build carries nothing of Lumiq,
// has the toolbox pages and no energy-supplier page.
const OUT = process.env.E2E_OUT ?? 'out'

test('the default brand build has no string of another brand, the toolbox, and no energy-supplier page', { timeout: 120_000 }, () => {
  expect(filesMatching(OUT, /lumiq|#5b21b6|#c4b5fd/i).slice(0, 10)).toEqual([])
  expect(fs.existsSync(path.join(OUT, 'Controller/Toolbox/modbus-scanner/index.html'))).toBe(true)
  expect(fs.existsSync(path.join(OUT, 'category/toolbox/index.html'))).toBe(true)
  expect(fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).toContain('/Controller/Toolbox/modbus-scanner/')
  expect(fs.existsSync(path.join(OUT, 'External-Signals/Customer-specific'))).toBe(false)
  expect(filesMatching(OUT, /Customer-specific\/energy-supplier/).slice(0, 10)).toEqual([])
})
