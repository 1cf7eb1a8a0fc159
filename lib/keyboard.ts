/** Whether the keyboard focus is somewhere the reader types (so `/` must stay a character). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey?: boolean
  target: EventTarget | null
}

/** Ctrl+K or Cmd+K anywhere, or `/` when not typing in a field, opens search. */
export function isSearchShortcut(event: KeyLike): boolean {
  const key = event.key.toLowerCase()
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target)
}
