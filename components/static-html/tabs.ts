/** WAI-ARIA tabs (components/mdx/Tabs.tsx): click or arrow keys, Home and End; mirrored in RTL. */

function tabOf(event: Event): HTMLElement | undefined {
  const tab = (event.target as Element | null)?.closest?.('[role="tab"]')
  return tab instanceof HTMLElement ? tab : undefined
}

function tabsBeside(tab: HTMLElement): HTMLElement[] {
  return [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
}

function select(tab: HTMLElement) {
  for (const other of tabsBeside(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
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
