/**
 * WAI-ARIA tabs (components/mdx/Tabs.tsx): click or arrow keys, Home and End; mirrored in RTL.
 * Tabs of a group (`data-tabs-group`) switch together, and the reader's choice is kept for the
 * pages read next (localStorage; without storage, for this page only).
 */

const STORAGE_PREFIX = 'docs-tabs:'

function tabOf(event: Event): HTMLElement | undefined {
  const tab = (event.target as Element | null)?.closest?.('[role="tab"]')
  return tab instanceof HTMLElement ? tab : undefined
}

function tabsBeside(tab: HTMLElement): HTMLElement[] {
  return [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
}

function groupOf(tab: HTMLElement): string | undefined {
  return tab.closest<HTMLElement>('[role="tablist"]')?.dataset.tabsGroup || undefined
}

function show(tab: HTMLElement) {
  for (const other of tabsBeside(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
}

/** Shows a tab; in a group, the same choice in every tab list of the group, remembered. */
function select(tab: HTMLElement) {
  const group = groupOf(tab)
  const value = tab.dataset.tabValue
  if (!group || !value) return show(tab)
  showChoice(document, group, value)
  try {
    localStorage.setItem(STORAGE_PREFIX + group, value)
  } catch {
    // Storage blocked or full: the choice holds on this page only.
  }
}

function tabWithValue(list: HTMLElement, value: string | null): HTMLElement | undefined {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.dataset.tabValue === value)
}

function showChoice(root: ParentNode, group: string, value: string) {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs-group]')) {
    const tab = list.dataset.tabsGroup === group ? tabWithValue(list, value) : undefined
    if (tab) show(tab)
  }
}

/** Shows the reader's remembered choice in the tab groups under root (a page just shown). */
export function restoreTabChoices(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs-group]')) {
    let value: string | null = null
    try {
      value = localStorage.getItem(STORAGE_PREFIX + list.dataset.tabsGroup)
    } catch {
      return
    }
    const tab = tabWithValue(list, value)
    if (tab) show(tab)
  }
}

/** Handles a click on a tab; true when the click was one. */
export function onTabClick(event: MouseEvent): boolean {
  const tab = tabOf(event)
  if (!tab) return false
  select(tab)
  return true
}

export function onTabKey(event: KeyboardEvent): void {
  const tab = tabOf(event)
  if (!tab) return
  const tabs = tabsBeside(tab)
  const current = tabs.indexOf(tab)
  const rtl = getComputedStyle(tab).direction === 'rtl'
  const moves: Record<string, number> = {
    [rtl ? 'ArrowLeft' : 'ArrowRight']: (current + 1) % tabs.length,
    [rtl ? 'ArrowRight' : 'ArrowLeft']: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }
  const next = moves[event.key]
  if (next === undefined) return
  event.preventDefault()
  select(tabs[next]!)
  tabs[next]!.focus()
}
