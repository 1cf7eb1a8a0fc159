import fs from 'node:fs'
import path from 'node:path'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** Reads an SVG from public/ so it can be inlined: inline SVG follows the colour mode. */
function inlineSvg(src: string): string | undefined {
  if (!src.endsWith('.svg')) return undefined
  const file = path.join(PUBLIC_DIR, src)
  if (!file.startsWith(PUBLIC_DIR) || !fs.existsSync(file)) return undefined
  return fs
    .readFileSync(file, 'utf8')
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/<svg\b/, '<svg class="diagram" aria-hidden="true" focusable="false"')
}

/**
 * A diagram or photo with a caption. SVG diagrams are inlined and drawn with currentColor and
 * the theme variables, so one file reads well in light and dark mode.
 */
export function Figure({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  const svg = inlineSvg(src)
  return (
    <figure className="my-6">
      {svg ? (
        // data-src: the Markdown copy of the page links the file instead of the inline drawing.
        <div role="img" aria-label={alt} data-src={src} className="overflow-x-auto text-fg" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static export, no image optimisation
        <img src={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${src}`} alt={alt} loading="lazy" decoding="async" />
      )}
      {caption && <figcaption className="mt-2 text-center text-sm text-fg-muted">{caption}</figcaption>}
    </figure>
  )
}
