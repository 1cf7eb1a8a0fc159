import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { loadDevices } from '@/lib/data/devices'
import { docUrl } from '@/lib/content/urls'
import { LOCALES, localizedPath } from './helpers'

const OUT = process.env.E2E_OUT ?? 'out'

test('every device page shows its own connection drawing in every locale, none the generic one', () => {
  const devices = loadDevices()
  const problems: string[] = []
  for (const doc of new Set(devices.map((d) => d.doc))) {
    const own = devices.filter((d) => d.doc === doc).map((d) => d.id)
    for (const { id: locale } of LOCALES) {
      const html = fs.readFileSync(path.join(OUT, docUrl(locale, doc), 'index.html'), 'utf8')
      const drawn = [...html.matchAll(/data-connection-drawing="([^"]+)"/g)].map((m) => m[1]!)
      if (drawn.length === 0 || !drawn.every((id) => own.includes(id))) problems.push(`${locale} ${doc}: ${drawn.join(', ') || 'no drawing'}`)
    }
  }
  expect(problems).toEqual([])
})

/** Labels that stick out of the drawing's frame or out of their box (px, with a pixel of rounding). */
const overflowingLabels = (svg: SVGSVGElement | HTMLElement) => {
  const outside = (inner: DOMRect, outer: DOMRect) =>
    inner.left < outer.left - 1 || inner.right > outer.right + 1 || inner.top < outer.top - 1 || inner.bottom > outer.bottom + 1
  const frame = svg.getBoundingClientRect()
  const found = [...svg.querySelectorAll('text')].filter((t) => outside(t.getBoundingClientRect(), frame)).map((t) => t.textContent)
  for (const box of svg.querySelectorAll('[data-box]')) {
    const rect = box.querySelector('rect')!.getBoundingClientRect()
    found.push(...[...box.querySelectorAll('text')].filter((t) => outside(t.getBoundingClientRect(), rect)).map((t) => `${t.textContent} (out of its box)`))
  }
  return found
}

const CASES = [
  { locale: 'en', doc: 'Devices/Energy-meter/Eastron/SDM630', id: 'eastron-sdm630', label: /RS485 port 1 \(X5\).*Eastron SDM630.*120 Ω/ },
  { locale: 'ar', doc: 'Devices/Boiler/my-PV-AC-THOR', id: 'my-pv-ac-thor', label: /Ethernet or Wi-Fi.*my-PV AC•THOR.*Unit ID 1/ },
] as const

for (const { locale, doc, id, label } of CASES) {
  test(`${locale}: ${id}'s drawing is named from the data, keeps its labels inside, and takes the dark colours`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(localizedPath(locale, doc))
    const figure = page.locator(`[data-connection-drawing="${id}"]`)
    const drawing = figure.getByRole('img')
    await expect(drawing).toHaveAttribute('aria-label', label)
    // The page is English in ar (not translated yet): the drawing speaks the article's language,
    // and is laid out left to right inside the right-to-left page.
    await expect(figure.locator('figcaption')).toContainText('How the')
    expect(await drawing.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    // On a phone the drawing scrolls sideways rather than shrinking its labels to nothing.
    await figure.locator('div').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    expect(await drawing.evaluate(overflowingLabels)).toEqual([])

    const boxFill = () => drawing.locator('rect').last().evaluate((el) => getComputedStyle(el).fill)
    const light = await boxFill()
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await expect.poll(boxFill).not.toBe(light)
  })
}
