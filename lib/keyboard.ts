interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey?: boolean
  target: EventTarget | null
}

/**
 * Ctrl+K or Cmd+K anywhere, or `/` when not typing in a field, opens search. Self-contained (no
 * name from outside its body): the head script runs this very function, serialised
 * (lib/head-script.ts), before any bundle loads.
 */
export function isSearchShortcut(event: KeyLike): boolean {
  const key = event.key.toLowerCase()
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true
  const target = event.target as HTMLElement | null
  // Where the reader types, `/` stays a character.
  const typing = !!target && typeof target.tagName === 'string' && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing
}
