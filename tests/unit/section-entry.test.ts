import { describe, expect, it } from 'vitest'
import GithubSlugger from 'github-slugger'
import { headingAnchor, readSectionEntry, sectionEntry } from '@/lib/search/section-entry'
import { buildSearchIndex } from '@/lib/search/build-index'
import { createIndex } from '@/lib/search/loaded-index'
import type { Section } from '@/lib/search/types'

describe('section entries of the search index', () => {
  it('stores an anchor only when its heading does not give it', () => {
    expect(sectionEntry(3, '', '')).toEqual([3])
    expect(sectionEntry(3, 'reading-the-line-widget', 'Reading the line widget')).toEqual([3, 'Reading the line widget'])
    // A translated heading keeps the English anchor, so pages keep their links in every language.
    expect(sectionEntry(3, 'before-you-start', 'Bevor Sie beginnen')).toEqual([3, 'before-you-start', 'Bevor Sie beginnen'])
    // A second heading of the same text: the slugger numbers it.
    expect(sectionEntry(3, 'settings-1', 'Settings')).toEqual([3, 'settings-1', 'Settings'])
  })

  it('reads back every anchor and heading it was given', () => {
    const slugger = new GithubSlugger()
    const headings = ['Reading the line widget', 'CO₂ avoided', 'Wi-Fi (2.4 GHz) & Ethernet', 'Settings', 'Settings', 'Über die Oberfläche', 'شبكة Wi-Fi', 'नेटवर्क सेटिंग', '网络设置', "What's new?", '  Spaces  inside ']
    for (const heading of headings) {
      const anchor = slugger.slug(heading)
      expect(readSectionEntry(sectionEntry(7, anchor, heading)), heading).toEqual({ page: 7, anchor, heading })
    }
    expect(readSectionEntry(sectionEntry(7, '', ''))).toEqual({ page: 7, anchor: '', heading: '' })
  })

  it('writes most English headings as their anchor', () => {
    const slugger = new GithubSlugger()
    const headings = ['Before you start', 'Wiring the meter', 'Check the LEDs', 'Step 2: connect the cable', 'Modbus TCP settings']
    for (const heading of headings) expect(headingAnchor(heading)).toBe(slugger.slug(heading))
  })

  it('gives each loaded section its address from the stored entry', async () => {
    const sections: Section[] = [
      { url: '/meters/', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: null, text: 'meters', lang: 'en' },
      { url: '/meters/#wiring-the-meter', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: 'Wiring the meter', text: 'wiring', lang: 'en' },
      { url: '/meters/#before-you-start', pageUrl: '/meters/', title: 'Meters', label: 'Devices', heading: 'Bevor Sie beginnen', text: 'start', lang: 'de' },
    ]
    const { index } = await buildSearchIndex('en', sections)
    expect(index.sections).toEqual([[0], [0, 'Wiring the meter'], [0, 'before-you-start', 'Bevor Sie beginnen']])
    expect(createIndex(JSON.parse(JSON.stringify(index))).stored.map((s) => [s.url, s.heading])).toEqual(sections.map((s) => [s.url, s.heading]))
  })
})
