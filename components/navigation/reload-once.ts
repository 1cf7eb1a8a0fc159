/**
 * A part of the page the build ships as markup only was found neither in the document nor in a
 * fetched page: a full load shows the page (once per address, never in a loop).
 */
export function reloadOnce(): void {
  try {
    if (sessionStorage.getItem('static-html-reload') === location.href) return
    sessionStorage.setItem('static-html-reload', location.href)
  } catch {
    return
  }
  location.reload()
}
