import { describe, expect, it } from 'vitest'
import GithubSlugger from 'github-slugger'
import { anchorIsApart, excerptEntry, headingAnchor, readExcerptEntry, readSectionEntry, sectionEntry } from '@/lib/search/section-entry'
import { buildSearchIndex } from '@/lib/search/build-index'
import { addAnchors, addExcerptAnchors, anchorEntries, createIndex, loadSearchIndex } from '@/lib/search/loaded-index'
import type { Section } from '@/lib/search/types'

describe('section entries of the search index', () => {
  it('stores an anchor only when its heading does not give it', () => {
    expect(sectionEntry(3, '', '')).toEqual([3])
    expect(sectionEntry(3, 'reading-the-line-widget', 'Reading the line widget')).toEqual([3, 'Reading the line widget'])
    // A translated heading keeps the English anchor, so pages keep their links in every language.
    // It is kept apart (with the excerpt and in the anchors file), marked by a 0.
    expect(sectionEntry(3, 'before-you-start', 'Bevor Sie beginnen')).toEqual([3, 'Bevor Sie beginnen', 0])
    // A second heading of the same text: the slugger numbers it.
    expect(sectionEntry(3, 'settings-1', 'Settings')).toEqual([3, 'Settings', 0])
    expect(anchorIsApart('settings-1', 'Settings')).toBe(true)
    expect(anchorIsApart('settings', 'Settings')).toBe(false)
    expect(anchorIsApart('', '')).toBe(false)
  })

  it('reads back every heading, and every anchor it does not keep apart', () => {
    const slugger = new GithubSlugger()
    const headings = ['Reading the line widget', 'CO₂ avoided', 'Wi-Fi (2.4 GHz) & Ethernet', 'Settings', 'Settings', 'Über die Oberfläche', 'شبكة Wi-Fi', 'नेटवर्क सेटिंग', '网络设置', "What's new?", '  Spaces  inside ']
    for (const heading of headings) {
      const anchor = slugger.slug(heading)
      expect(readSectionEntry(sectionEntry(7, anchor, heading)), heading).toEqual({ page: 7, anchor: anchorIsApart(anchor, heading) ? undefined : anchor, heading })
    }
    for (const [excerpt, anchor] of [['Text…', undefined], ['Text…', 'before-you-start'], ['Text…', '']] as const) {
      expect(readExcerptEntry(excerptEntry(excerpt, anchor))).toEqual({ excerpt, anchor })
    }
    expect(readSectionEntry(sectionEntry(7, '', ''))).toEqual({ page: 7, anchor: '', heading: '' })
  })

  it('writes most English headings as their anchor', () => {
    const slugger = new GithubSlugger()
    const headings = ['Before you start', 'Wiring the meter', 'Check the LEDs', 'Step 2: connect the cable', 'Modbus TCP settings']
    for (const heading of headings) expect(headingAnchor(heading)).toBe(slugger.slug(heading))
  })

  it('gives each loaded section its address: from the base file, or once its anchor comes from the anchors file or its excerpt', async () => {
    const sections: Section[] = [
      { url: '/meters/', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: null, text: 'meters', lang: 'en' },
      { url: '/meters/#wiring-the-meter', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: 'Wiring the meter', text: 'wiring', lang: 'en' },
      { url: '/meters/#before-you-start', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: 'Bevor Sie beginnen', text: 'start', lang: 'de' },
    ]
    const built = JSON.parse(JSON.stringify(await buildSearchIndex('en', sections))) as Awaited<ReturnType<typeof buildSearchIndex>>
    expect(built.index.sections).toEqual([[0], [0, 'Wiring the meter'], [0, 'Bevor Sie beginnen', 0]])
    expect(built.anchors).toEqual({ 2: 'before-you-start' })
    expect(built.excerpts.flat()).toEqual(['meters', 'wiring', ['start', 'before-you-start']])
    const expected = sections.map((s) => [s.url, s.heading])
    // The base file alone: the section whose anchor is apart links its page until the anchor comes.
    const base = createIndex(built.index)
    expect(base.stored.map((s) => s.url)).toEqual(['/meters/', '/meters/#wiring-the-meter', '/meters/'])
    expect([...base.missingAnchors]).toEqual([2])
    addAnchors(base, anchorEntries(built.anchors))
    expect(base.stored.map((s) => [s.url, s.heading])).toEqual(expected)
    // A second time changes nothing.
    addAnchors(base, anchorEntries(built.anchors))
    expect(base.stored.map((s) => s.url)).toEqual(expected.map(([url]) => url))
    // From the excerpts part, as the results page gets it.
    const fromPart = createIndex(built.index)
    addExcerptAnchors(fromPart, 0, built.excerpts[0]!)
    expect(fromPart.stored.map((s) => [s.url, s.heading])).toEqual(expected)
    expect(loadSearchIndex(built.index, built.shards, built.anchors).stored.map((s) => [s.url, s.heading])).toEqual(expected)
  })
})
