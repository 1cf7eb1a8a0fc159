/** The copy button of a code block (components/mdx/CopyButton.tsx): copies, then says so for 2 s. */
const SHOWN_MS = 2000
const timers = new WeakMap<HTMLElement, number>()

function show(button: HTMLButtonElement, copied: boolean) {
  const text = (copied ? button.dataset.copiedLabel : button.dataset.label) ?? ''
  button.setAttribute('aria-label', text)
  button.title = text
  button.toggleAttribute('data-copied', copied)
  const status = button.querySelector('[aria-live]')
  if (status) status.textContent = copied ? text : ''
}

/** Handles a click on a copy button; true when the click was one. */
export function copyCodeBlock(event: MouseEvent): boolean {
  const button = (event.target as Element | null)?.closest?.('button[data-copy-code]')
  if (!(button instanceof HTMLButtonElement)) return false
  const pre = button.parentElement?.querySelector('pre')
  if (!pre) return true
  void navigator.clipboard.writeText(pre.innerText.replace(/\n$/, '')).then(() => {
    show(button, true)
    window.clearTimeout(timers.get(button))
    timers.set(button, window.setTimeout(() => show(button, false), SHOWN_MS))
  })
  return true
}
