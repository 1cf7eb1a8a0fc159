import fs from 'node:fs'
import { expect, test } from 'vitest'

// What a doc page's HTML no longer carries (issue 23, an HTML that stays small): Next's own 404
// tree in the payload (app/not-found.tsx), and copies of the diagrams (they are drawn from their files).
test("a doc page's HTML holds no default not-found tree and draws its diagrams from their files", () => {
  const html = fs.readFileSync('out/wiring-best-practices/index.html', 'utf8')
  expect(html).not.toContain('This page could not be found')
  expect(html).toMatch(/<svg class="diagram"[^>]*><use href="\/img\/diagrams\/[\w-]+\.svg#drawing"/)
  expect(html).not.toMatch(/<svg class="diagram"[^>]*>\s*<(?!use\b)/)
})
