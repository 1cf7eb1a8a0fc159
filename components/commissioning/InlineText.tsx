import type { InlinePart } from '@/lib/commissioning/steps'

/** A step's words as the page writes them: interface labels in bold, values in code. */
export function InlineText({ parts }: { parts: InlinePart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.code ? (
          <code key={i}>{part.text}</code>
        ) : part.strong ? (
          <strong key={i} className="font-semibold">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
