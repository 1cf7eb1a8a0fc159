import { describe, expect, it } from 'vitest'
import { nextColorMode } from '@/lib/color-mode'
import { isSearchShortcut } from '@/lib/keyboard'
import { collapseDurationMs } from '@/lib/motion'

describe('colour mode toggle', () => {
  it('toggles light and dark when the system preference is not respected', () => {
    expect(nextColorMode('light', false)).toBe('dark')
    expect(nextColorMode('dark', false)).toBe('light')
    expect(nextColorMode(undefined, false)).toBe('dark')
  })
  it('cycles system → light → dark → system when it is', () => {
    expect(nextColorMode('system', true)).toBe('light')
    expect(nextColorMode('light', true)).toBe('dark')
    expect(nextColorMode('dark', true)).toBe('system')
  })
})

describe('search shortcuts', () => {
  const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; target: unknown }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: null,
    ...extra,
  }) as Parameters<typeof isSearchShortcut>[0]
  it('opens on Ctrl+K, Cmd+K and /', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true)
    expect(isSearchShortcut(key('/'))).toBe(true)
    expect(isSearchShortcut(key('k'))).toBe(false)
  })
  it('leaves / alone while the reader types in a field', () => {
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT', isContentEditable: false } }))).toBe(false)
    expect(isSearchShortcut(key('/', { target: { tagName: 'DIV', isContentEditable: true } }))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, target: { tagName: 'INPUT', isContentEditable: false } }))).toBe(true)
  })
})

describe('collapse animation', () => {
  it('takes longer for taller content and 1 ms with reduced motion', () => {
    expect(collapseDurationMs(100, false)).toBeLessThan(collapseDurationMs(1000, false))
    expect(collapseDurationMs(100, true)).toBe(1)
    expect(collapseDurationMs(100_000, false)).toBeLessThanOrEqual(600)
  })
})
