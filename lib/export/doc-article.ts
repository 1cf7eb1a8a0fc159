/**
 * The `<article>` of an exported page, as HTML, or undefined when it has none. Parsing only the
 * article instead of the whole page (header, sidebar, footer, scripts) makes the post-build
 * steps that read every page several times faster. Our article holds no nested `<article>`.
 */
export function articleHtml(html: string): string | undefined {
  const start = html.indexOf('<article')
  const end = html.indexOf('</article>', start)
  return start < 0 || end < 0 ? undefined : html.slice(start, end + '</article>'.length)
}
