import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGlossary, parseGlossary, type GlossaryEntry } from '@/lib/data/glossary'
import { terminologyWarnings } from '@/lib/content/terminology'
import { LOCALE_IDS } from '@/lib/i18n/locales'

function entry(words: Partial<Record<string, { term: string; synonyms?: string[]; avoid?: string[] }>>): GlossaryEntry {
  const all = Object.fromEntries(LOCALE_IDS.map((l) => [l, { term: `t-${l}`, synonyms: [], avoid: [], ...words[l] }]))
  return { id: 'home-battery', group: 'devices', page: 'x', ...all } as GlossaryEntry
}

const battery = entry({ de: { term: 'Batteriespeicher', synonyms: ['Heimspeicher'], avoid: ['Heimspeicher'] }, ch: { term: '储能电池', synonyms: ['家用电池'], avoid: ['家用电池'] } })

describe('terminology warnings', () => {
  it('name a translated page that writes an avoided variant, inflected forms and compounds included, with the term to use', () => {
    const page = '---\ntitle: Der Heimspeicher\ndescription: x\nkeywords:\n  - "Heimspeicher laden"\n---\n\nDes Heimspeichers Ladung und die Heimspeicher-Anlage.\n\n```\nHeimspeicher\n```\n\n[Link](/Heimspeicher/)\n'
    const warnings = terminologyWarnings([{ path: 'docs/de/x.mdx', text: page }], [battery])
    expect(warnings).toEqual([
      { file: 'content/docs/de/x.mdx', message: 'writes "Heimspeicher" 3× where the glossary\'s de term is "Batteriespeicher" (home-battery)' },
    ])
  })

  it('find a variant inside unspaced Chinese text, and leave English pages and other words alone', () => {
    const files = [
      { path: 'docs/ch/x.mdx', text: '---\ntitle: 标题\ndescription: x\n---\n\n连接家用电池后检查。\n' },
      { path: 'docs/en/x.mdx', text: '---\ntitle: Heimspeicher\ndescription: x\n---\n\nHeimspeicher\n' },
      { path: 'docs/de/y.mdx', text: '---\ntitle: Batteriespeicher\ndescription: x\n---\n\nSpeicherheimspeicher ist kein Wortanfang.\n' },
      { path: 'docs/de/Devices/_category_.yml', text: 'label: "Heimspeicher"\ndescription: "Batteriespeicher lesen"\n' },
    ]
    expect(terminologyWarnings(files, [battery]).map((w) => w.file)).toEqual(['content/docs/ch/x.mdx', 'content/docs/de/Devices/_category_.yml'])
  })

  it('the glossary refuses an avoided word readers could no longer search for', () => {
    const yaml = fs.readFileSync('content/data/glossary.yaml', 'utf8').replace(/avoid: \["Heimspeicher"\]/, 'avoid: ["Hausakku"]')
    const { problems } = parseGlossary(yaml, 'content/data/glossary.yaml')
    expect(problems).toContainEqual({ file: 'content/data/glossary.yaml', field: 'home-battery.de.avoid', message: '"Hausakku" is not among the synonyms: readers who type it must still find the term' })
  })

  it('the translated pages follow the glossary', () => {
    const files = LOCALE_IDS.flatMap((locale) =>
      (fs.readdirSync(path.join('content/docs', locale), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.mdx') || f.endsWith('_category_.yml'))
        .map((f) => ({ path: `docs/${locale}/${f.split(path.sep).join('/')}`, text: fs.readFileSync(path.join('content/docs', locale, f), 'utf8') })),
    )
    expect(terminologyWarnings(files, loadGlossary()).map((w) => `${w.file}: ${w.message}`)).toEqual([])
  })
})
