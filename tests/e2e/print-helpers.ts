import type { Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The page printed to PDF by Chromium (the browser's Save as PDF), read back with pdf.js. */
export async function printedText(page: Page): Promise<{ pages: number; text: string }> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return { pages: document.numPages, text: parts.join('\n') }
}

/**
 * Whether words are in a PDF's text. pdf.js splits words at ligatures ("con fi guration") and
 * gives Arabic as presentation forms in visual order: compare normalised, without white space,
 * in either direction.
 */
export function printedWords(text: string): (words: string) => boolean {
  const normal = (words: string) => words.normalize('NFKC').replace(/\s+/g, '')
  const flat = normal(text)
  return (words) => flat.includes(normal(words)) || flat.includes([...normal(words)].reverse().join(''))
}
