import { getTranslations } from 'next-intl/server'
import { ExpandIcon } from '@/components/ui/icons'
import type { WithMdxData } from '@/lib/mdx/mdx-data'

/**
 * A diagram or photo with a caption. An SVG diagram is drawn from its file with `<use>` (one
 * download for every page and locale, not a copy in each page's HTML) with currentColor and the
 * theme variables, so one file reads well in light and dark mode. Its button opens it full
 * screen (components/static-html/figure-zoom.ts); the labels are in the reader's language.
 */
export async function Figure({ src, alt, caption, data }: { src: string; alt: string; caption?: string } & WithMdxData) {
  const drawing = data.svgDrawing(src)
  const t = await getTranslations('figure')
  return (
    <figure className="relative my-6">
      <button
        type="button"
        data-figure-zoom
        data-zoom-label={t('zoomIn')}
        data-close-label={t('close')}
        aria-label={t('enlarge')}
        title={t('enlarge')}
        className="absolute end-1 top-1 z-10 rounded-md border border-line bg-bg/90 p-1.5 text-fg-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand print:hidden"
      >
        <ExpandIcon width={18} height={18} />
      </button>
      {drawing ? (
        // data-src: the Markdown copy of the page links the file instead of the drawing.
        <div role="img" aria-label={alt} data-src={src} className="overflow-x-auto text-fg">
          <svg className="diagram" viewBox={drawing.viewBox} aria-hidden="true" focusable="false">
            <use href={drawing.href} />
          </svg>
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static export, no image optimisation
        <img src={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${src}`} alt={alt} loading="lazy" decoding="async" />
      )}
      {caption && <figcaption className="mt-2 text-center text-sm text-fg-muted">{caption}</figcaption>}
    </figure>
  )
}
