/**
 * A figure full screen, from its "Enlarge" button (components/mdx/Figure.tsx): a modal dialog
 * with the same drawing, its text alternative and its caption. Zoom and pan are the platform's:
 * on a phone, pinching zooms the visual viewport and a finger pans it; the zoom button (also for
 * keyboards and mice) shows the drawing at twice the window's width, scrolled like any page.
 * Esc, the close button and the browser's back button close it, and focus returns to the button.
 */

const OPEN_STATE = 'figureZoom'

/** Each opened figure's history entry is told apart from the next one's by its number. */
let entriesPushed = 0

/**
 * A closed figure steps back off its history entry, and the browser takes that step later. A
 * figure opened before it lands (Esc, then Enter at once on a busy phone) waits for it: its own
 * entry would otherwise be the one stepped back from, which closes it at once. A step the browser
 * never takes (it may drop a back it was asked for) ends the wait after STEP_BACK_WAIT_MS: the
 * figure then opens anyway, rather than never.
 */
let stepBackLanding: Promise<void> | undefined
const STEP_BACK_WAIT_MS = 1000

function stepBackOffOwnEntry() {
  const landing: Promise<void> = new Promise((resolve) => {
    const landed = () => {
      window.removeEventListener('popstate', landed)
      clearTimeout(timer)
      if (stepBackLanding === landing) stepBackLanding = undefined
      resolve()
    }
    const timer = setTimeout(landed, STEP_BACK_WAIT_MS)
    window.addEventListener('popstate', landed)
  })
  stepBackLanding = landing
  history.back()
}

function button(label: string, attribute: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.setAttribute(attribute, '')
  return element
}

function open(trigger: HTMLButtonElement) {
  const figure = trigger.closest('figure')
  const drawing = figure?.querySelector<HTMLElement>('[role="img"], img')
  if (!figure || !drawing) return
  const alt = drawing.getAttribute('aria-label') ?? drawing.getAttribute('alt') ?? ''

  const dialog = document.createElement('dialog')
  dialog.className = 'figure-zoom'
  dialog.setAttribute('aria-label', alt)
  dialog.setAttribute('data-figure-dialog', '')
  // The dialog speaks the reader's language even inside an English article.
  const page = document.documentElement
  dialog.lang = page.lang
  dialog.dir = page.dir

  const zoom = button(trigger.dataset.zoomLabel ?? '+', 'data-figure-zoom-in')
  zoom.setAttribute('aria-pressed', 'false')
  const close = button(trigger.dataset.closeLabel ?? '×', 'data-figure-close')
  const bar = document.createElement('div')
  bar.className = 'figure-zoom-bar'
  bar.append(zoom, close)

  const body = document.createElement('div')
  body.className = 'figure-zoom-body'
  // Zoomed, the drawing scrolls: keyboards reach the scrolling area and move it with the arrow keys.
  body.tabIndex = 0
  const copy = drawing.cloneNode(true) as HTMLElement
  copy.removeAttribute('loading')
  body.append(copy)
  const caption = figure.querySelector('figcaption')
  if (caption) body.append(caption.cloneNode(true))
  dialog.append(bar, body)

  const setZoomed = (zoomed: boolean) => {
    body.classList.toggle('zoomed', zoomed)
    zoom.setAttribute('aria-pressed', String(zoomed))
  }
  zoom.addEventListener('click', () => setZoomed(zoom.getAttribute('aria-pressed') !== 'true'))
  close.addEventListener('click', () => dialog.close())
  // Back closes the figure instead of leaving the page: the dialog has a history entry of its own.
  const entry = ++entriesPushed
  const onBack = () => dialog.close()
  dialog.addEventListener('close', () => {
    window.removeEventListener('popstate', onBack)
    // Only off its own entry: a figure opened since (in the same task) is on the newest one.
    if ((history.state as Record<string, unknown> | null)?.[OPEN_STATE] === entry) stepBackOffOwnEntry()
    dialog.remove()
    trigger.focus()
  })

  document.body.append(dialog)
  dialog.showModal()
  close.focus()
  history.pushState({ ...(history.state as object | null), [OPEN_STATE]: entry }, '')
  window.addEventListener('popstate', onBack)
}

/** Opens the figure whose "Enlarge" button was clicked; true when the click was one. */
export function openFigureZoom(event: MouseEvent): boolean {
  const trigger = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-figure-zoom]')
  if (!trigger) return false
  if (stepBackLanding) void stepBackLanding.then(() => open(trigger))
  else open(trigger)
  return true
}
