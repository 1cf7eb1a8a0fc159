import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Emoji render as empty boxes where the system has no emoji font (Debian Chromium): icons are SVG. */
describe('icons', () => {
  it('no component draws an emoji', () => {
    const emoji = /\p{Extended_Pictographic}/u
    const found = fs
      .readdirSync('components', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line }))
          // Comments may name an emoji; rendered text may not.
          .filter(({ text }) => emoji.test(text.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/g, ''))),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`)
    expect(found).toEqual([])
  })
})
