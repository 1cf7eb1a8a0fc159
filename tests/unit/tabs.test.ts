// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { onTabClick, onTabKey, restoreTabChoices } from '@/components/static-html/tabs'

/** Tab lists as components/mdx/Tabs.tsx renders them. */
function tabList(id: string, group: string | undefined, values: string[]): string {
  const tabs = values
    .map((value, i) => `<button role="tab" id="${id}-t${i}" aria-controls="${id}-p${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-tab-value="${value}">${value}</button>`)
    .join('')
  const panels = values.map((_, i) => `<div role="tabpanel" id="${id}-p${i}"${i === 0 ? '' : ' hidden'}></div>`).join('')
  return `<div><div role="tablist"${group ? ` data-tabs-group="${group}"` : ''}>${tabs}</div>${panels}</div>`
}

const selected = (id: string) => document.querySelector(`#${id}-t0`)!.closest('[role="tablist"]')!.querySelector('[aria-selected="true"]')!.getAttribute('data-tab-value')
const panelShown = (id: string, i: number) => !(document.getElementById(`${id}-p${i}`) as HTMLElement).hidden

function click(id: string) {
  const tab = document.getElementById(id)!
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'target', { value: tab })
  onTabClick(event)
}

describe('tab groups', () => {
  beforeEach(() => {
    localStorage.clear()
    document.body.innerHTML = tabList('a', 'windows', ['settings', 'control-panel', 'command-line']) + tabList('b', 'windows', ['settings', 'control-panel', 'command-line']) + tabList('c', undefined, ['settings', 'control-panel'])
  })

  it('switches every tab list of the group together, and only those', () => {
    click('a-t1')
    expect(selected('a')).toBe('control-panel')
    expect(selected('b')).toBe('control-panel')
    expect(panelShown('b', 1) && !panelShown('b', 0)).toBe(true)
    expect(selected('c')).toBe('settings')
  })

  it('remembers the choice and shows it on the next page', () => {
    click('b-t2')
    expect(localStorage.getItem('docs-tabs:windows')).toBe('command-line')
    // The next page: fresh markup, first tabs selected.
    document.body.innerHTML = tabList('d', 'windows', ['settings', 'control-panel', 'command-line'])
    restoreTabChoices(document.body)
    expect(selected('d')).toBe('command-line')
    expect(panelShown('d', 2)).toBe(true)
  })

  it('keeps the first tab for a remembered choice the group does not have', () => {
    localStorage.setItem('docs-tabs:windows', 'powershell')
    restoreTabChoices(document.body)
    expect(selected('a')).toBe('settings')
  })

  it('arrow keys choose for the whole group too', () => {
    const tab = document.getElementById('a-t0')!
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    Object.defineProperty(event, 'target', { value: tab })
    onTabKey(event)
    expect(selected('b')).toBe('control-panel')
    expect(localStorage.getItem('docs-tabs:windows')).toBe('control-panel')
  })
})
