import type { ReactNode } from 'react'
import type { AnswerSentence, ExtractiveAnswer } from '@/lib/ask/types'
import { Link } from '@/components/ui/Link'

/**
 * An answer found in the documentation, in its shape: the steps of a procedure as a numbered
 * list, a value first and in bold, a symptom's table row cell by cell (the symptom, its cause,
 * what to check), or sentences; each with the citation of its source. When
 * the documentation does not answer, it says so and lists the closest pages.
 */
export function ExtractiveAnswerView({
  answer,
  labels,
  onNavigate,
}: {
  answer: ExtractiveAnswer
  labels: { passagesLabel: string; sources: string; nothingFound: string; closest: string }
  onNavigate?: () => void
}) {
  if (!answer.found) {
    return (
      <div data-ask-nothing className="space-y-2 text-sm text-fg-muted">
        <p>{labels.nothingFound}</p>
        {answer.closest && answer.closest.length > 0 && (
          <div data-ask-closest>
            <p className="text-xs font-semibold">{labels.closest}</p>
            <ul className="mt-1 space-y-1">
              {answer.closest.map((page) => (
                <li key={page.url}>
                  <Link href={page.url} onClick={onNavigate} className="text-brand underline">
                    {page.label ? `${page.label} › ${page.title}` : page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    )
  }
  const cite = (sentence: AnswerSentence) => (
    <Link
      href={answer.sources.find((s) => s.n === sentence.cite)!.url}
      onClick={onNavigate}
      className="align-super text-[10px] font-semibold text-brand"
      aria-label={`${labels.sources} ${sentence.cite}`}
    >
      [{sentence.cite}]
    </Link>
  )
  return (
    <div data-ask-answer="extractive" data-ask-shape={answer.shape} className="text-sm">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-fg-muted">{labels.passagesLabel}</p>
      {answer.shape === 'steps' || answer.shape === 'symptom' ? (
        <SentenceList ordered={answer.shape === 'steps'}>
          {answer.sentences.map((sentence, i) => (
            <li key={i} {...(answer.shape === 'steps' ? { 'data-ask-step': '' } : { 'data-ask-cell': '' })}>
              {sentence.text} {cite(sentence)}
            </li>
          ))}
        </SentenceList>
      ) : (
        <p className="leading-relaxed">
          {answer.sentences.map((sentence, i) => (
            <span key={i}>
              {answer.shape === 'value' && i === 0 ? (
                <strong data-ask-value className="font-semibold text-fg">
                  {sentence.text}
                </strong>
              ) : (
                sentence.text
              )}{' '}
              {cite(sentence)}{' '}
            </span>
          ))}
        </p>
      )}
    </div>
  )
}

/** The steps of a procedure, numbered; a symptom's row, a cell a line. */
function SentenceList({ ordered, children }: { ordered: boolean; children: ReactNode }) {
  const className = `${ordered ? 'list-decimal' : 'list-disc'} space-y-1 ps-5 leading-relaxed`
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>
}
