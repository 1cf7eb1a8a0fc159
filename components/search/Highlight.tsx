import { highlightParts } from '@/lib/search/highlight'

/** Text with the matching words marked; rendered as text nodes only (no HTML from data). */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-brand-soft px-0.5 font-semibold text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
